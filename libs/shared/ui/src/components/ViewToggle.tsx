import styled from 'styled-components';
import type { ViewMode } from '../hooks/usePersistentViewMode';
import { VisuallyHidden } from '@taskflow/ui-core';
import { GridIcon, ListIcon } from './icons';

export interface ViewToggleProps {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  /** Name of the group, e.g. t('view.label') "View". */
  label: string;
  /** Names of the two buttons, e.g. "List" and "Grid". */
  listLabel: string;
  gridLabel: string;
  /** Show the names next to the icons. Default false (icons with a tooltip and a hidden name). */
  showLabels?: boolean;
}

export const StyledViewToggle = styled.div`
  display: inline-flex;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const StyledViewToggleButton = styled.button<{ $pressed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 34px;
  min-height: 32px;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $pressed }) => ($pressed ? theme.colors.primary : theme.colors.textMuted)};
  background: ${({ theme, $pressed }) => ($pressed ? theme.colors.surface : 'transparent')};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme, $pressed }) => ($pressed ? theme.shadows.sm : 'none')};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The list/grid switch at the end of a toolbar: two toggle buttons (aria-pressed) in a named group.
 * Pair it with usePersistentViewMode(screenKey) so each screen remembers its choice.
 */
export function ViewToggle({ value, onChange, label, listLabel, gridLabel, showLabels = false }: ViewToggleProps) {
  const modes = [
    { mode: 'list' as const, name: listLabel, Icon: ListIcon },
    { mode: 'grid' as const, name: gridLabel, Icon: GridIcon },
  ];
  return (
    <StyledViewToggle role="group" aria-label={label}>
      {modes.map(({ mode, name, Icon }) => (
        <StyledViewToggleButton
          key={mode}
          type="button"
          aria-pressed={value === mode}
          title={showLabels ? undefined : name}
          $pressed={value === mode}
          onClick={() => onChange(mode)}
        >
          <Icon />
          {showLabels ? <span>{name}</span> : <VisuallyHidden>{name}</VisuallyHidden>}
        </StyledViewToggleButton>
      ))}
    </StyledViewToggle>
  );
}
