import { useDragLayer } from 'react-dnd';
import styled from 'styled-components';
import { TASK_CARD_DRAG_TYPE, type DraggedTask } from '../utils/board-columns';

const StyledLayer = styled.div`
  position: fixed;
  inset: 0;
  pointer-events: none;
  z-index: ${({ theme }) => theme.zIndices.overlay};
`;

const StyledGhost = styled.div`
  width: 260px;
  max-width: 80vw;
  padding: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: rotate(2deg);
`;

/** The card under the pointer or finger while it is dragged (the same for mouse and touch). */
export function TaskDragLayer() {
  const { item, itemType, offset } = useDragLayer((monitor) => ({
    item: monitor.getItem() as DraggedTask | null,
    itemType: monitor.getItemType(),
    offset: monitor.getSourceClientOffset(),
  }));
  if (itemType !== TASK_CARD_DRAG_TYPE || !item || !offset) return null;
  return (
    <StyledLayer aria-hidden="true">
      <StyledGhost style={{ transform: `translate(${offset.x}px, ${offset.y}px) rotate(2deg)` }}>
        {item.title}
      </StyledGhost>
    </StyledLayer>
  );
}
