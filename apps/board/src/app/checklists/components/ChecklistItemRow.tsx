import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChecklistItemView } from '@taskflow/contracts';
import { Button, Input } from '@taskflow/ui';
import { checklistIds } from '../utils/checklist-ids';

export const CHECKLIST_DRAG_TYPE = 'checklist-item';

export interface ChecklistItemActions {
  tick: (item: ChecklistItemView, done: boolean) => void;
  rename: (item: ChecklistItemView, title: string) => Promise<boolean>;
  remove: (item: ChecklistItemView, index: number) => void;
  /** Moves the item at `from` to `to`; focus then goes to the element `focusId` (none after dragging). */
  move: (from: number, to: number, focusId: string | null) => void;
  convert: (item: ChecklistItemView) => void;
  /** A translated problem with the title, or null. */
  titleProblem: (title: string) => string | null;
}

interface ChecklistItemRowProps {
  item: ChecklistItemView;
  index: number;
  count: number;
  actions: ChecklistItemActions;
  /** Rename and convert are offered; false while the task cannot be changed by the viewer. */
  canConvert: boolean;
}

const StyledItem = styled.li<{ $dragging: boolean; $over: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-top: 2px solid ${({ theme, $over }) => ($over ? theme.colors.primary : 'transparent')};
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
`;

const StyledHandle = styled.span`
  cursor: grab;
  color: ${({ theme }) => theme.colors.textSubtle};
  user-select: none;
  touch-action: none;
  padding: 0 ${({ theme }) => theme.space.xxs};
`;

const StyledLabel = styled.label<{ $done: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 160px;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme, $done }) => ($done ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
  cursor: pointer;

  input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin-left: auto;
`;

const StyledRename = styled.form`
  display: flex;
  flex: 1 1 200px;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  input {
    flex: 1 1 160px;
  }
`;

const StyledError = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.errorStrong};
`;

/** One item an editor can tick, rename, move (buttons, Alt+Arrow keys or dragging), make a task, or delete. */
export function ChecklistItemRow({ item, index, count, actions, canConvert }: ChecklistItemRowProps) {
  const { t } = useTranslation('board');
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(item.title);
  const [error, setError] = useState<string | null>(null);
  const rowRef = useRef<HTMLLIElement>(null);
  const handleRef = useRef<HTMLSpanElement>(null);
  const renameRef = useRef<HTMLInputElement>(null);
  // Set when the rename field closes: focus returns to the item once the field is gone (after that render).
  const [returningFocus, setReturningFocus] = useState(false);
  useEffect(() => {
    if (renaming) renameRef.current?.focus();
  }, [renaming]);
  useEffect(() => {
    if (renaming || !returningFocus) return;
    document.getElementById(checklistIds.check(item.id))?.focus();
    setReturningFocus(false);
  }, [renaming, returningFocus, item.id]);
  const title = item.title;

  const [{ dragging }, drag, preview] = useDrag(
    () => ({
      type: CHECKLIST_DRAG_TYPE,
      item: { id: item.id, index },
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [item.id, index],
  );
  const [{ over }, drop] = useDrop(
    () => ({
      accept: CHECKLIST_DRAG_TYPE,
      drop: (dragged: { id: string; index: number }) => {
        if (dragged.id !== item.id) actions.move(dragged.index, index, null);
      },
      collect: (monitor) => ({ over: monitor.isOver() && monitor.getItem<{ id: string }>()?.id !== item.id }),
    }),
    [item, index, actions],
  );
  drag(handleRef);
  preview(drop(rowRef));

  const stopRenaming = () => {
    setRenaming(false);
    setError(null);
    setReturningFocus(true);
  };
  const saveRename = async () => {
    const problem = actions.titleProblem(draft);
    if (problem) {
      setError(problem);
      return;
    }
    if (draft.trim() === title) return stopRenaming();
    if (await actions.rename(item, draft.trim())) stopRenaming();
  };

  const moveByKey = (event: KeyboardEvent<HTMLElement>) => {
    if (renaming || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
    if (to < 0 || to >= count) return;
    const focused = document.activeElement?.id || checklistIds.check(item.id);
    actions.move(index, to, focused);
  };

  return (
    <StyledItem ref={rowRef} $dragging={dragging} $over={over} data-testid="checklist-item" data-done={item.done}>
      <StyledHandle ref={handleRef} aria-hidden="true" title={t('checklist.drag', { title })}>
        ⠿
      </StyledHandle>
      {renaming ? (
        <StyledRename
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void saveRename();
          }}
        >
          <Input
            id={checklistIds.renameField(item.id)}
            aria-label={t('checklist.renameLabel', { title })}
            value={draft}
            invalid={Boolean(error)}
            aria-describedby={error ? `${checklistIds.renameField(item.id)}-error` : undefined}
            ref={renameRef}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              // Escape leaves the rename, not the task modal.
              event.stopPropagation();
              event.preventDefault();
              stopRenaming();
            }}
          />
          <Button type="submit" size="sm">
            {t('checklist.save')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={stopRenaming}>
            {t('checklist.cancel')}
          </Button>
          {error && (
            <StyledError id={`${checklistIds.renameField(item.id)}-error`} role="alert">
              {error}
            </StyledError>
          )}
        </StyledRename>
      ) : (
        <>
          <StyledLabel $done={item.done}>
            <input
              id={checklistIds.check(item.id)}
              type="checkbox"
              onKeyDown={moveByKey}
              checked={item.done}
              onChange={(event) => actions.tick(item, event.target.checked)}
            />
            <span>{title}</span>
          </StyledLabel>
          <StyledActions>
            <Button
              id={checklistIds.moveUp(item.id)}
              onKeyDown={moveByKey}
              size="sm"
              variant="ghost"
              aria-label={t('checklist.moveUp', { title })}
              disabled={index === 0}
              onClick={() => actions.move(index, index - 1, checklistIds.moveUp(item.id))}
            >
              <span aria-hidden="true">↑</span>
            </Button>
            <Button
              id={checklistIds.moveDown(item.id)}
              onKeyDown={moveByKey}
              size="sm"
              variant="ghost"
              aria-label={t('checklist.moveDown', { title })}
              disabled={index === count - 1}
              onClick={() => actions.move(index, index + 1, checklistIds.moveDown(item.id))}
            >
              <span aria-hidden="true">↓</span>
            </Button>
            <Button
              id={checklistIds.rename(item.id)}
              onKeyDown={moveByKey}
              size="sm"
              variant="ghost"
              aria-label={t('checklist.rename', { title })}
              onClick={() => {
                setDraft(title);
                setRenaming(true);
              }}
            >
              <span aria-hidden="true">✎</span>
            </Button>
            {canConvert && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('checklist.convert', { title })}
                onClick={() => actions.convert(item)}
              >
                <span aria-hidden="true">↗</span>
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('checklist.delete', { title })}
              onClick={() => actions.remove(item, index)}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </StyledActions>
        </>
      )}
    </StyledItem>
  );
}
