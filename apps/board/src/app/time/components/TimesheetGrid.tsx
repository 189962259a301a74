import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { formatDurationEntry, type Language } from '@taskflow/domain';
import { VisuallyHidden } from '@taskflow/ui';
import { entriesOn, type TimesheetRow } from '../utils/timesheet-rows';

const StyledScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: 44rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  th[scope='row'],
  thead th:first-child,
  tfoot th {
    text-align: left;
  }
  tfoot {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledRowName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledRowMeta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: normal;
`;

const StyledCell = styled.td<{ $editable: boolean }>`
  width: 5.5rem;
  min-width: 4.5rem;
  cursor: ${({ $editable }) => ($editable ? 'text' : 'default')};
  ${({ $editable, theme }) =>
    !$editable &&
    css`
      color: ${theme.colors.textMuted};
      background: ${theme.colors.surfaceMuted};
    `}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const StyledInput = styled.input`
  width: 100%;
  min-width: 3.5rem;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  text-align: right;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const StyledCellError = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.errorStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: left;
  white-space: normal;
`;

export interface TimesheetGridProps {
  rows: readonly TimesheetRow[];
  /** Monday to Sunday, YYYY-MM-DD. */
  days: readonly string[];
  dayLabels: readonly string[];
  minutesByDay: readonly number[];
  totalMinutes: number;
  language: Language;
  /** A locked week (or another person's, read only): nothing is editable. */
  readOnly: boolean;
  /** Days after this (YYYY-MM-DD) take no time. */
  today: string;
  /** Saves a cell's text; answers an error to show at the cell, or null once saved. */
  onSave: (row: TimesheetRow, day: string, text: string) => Promise<string | null>;
  labelledBy: string;
}

interface Position {
  row: number;
  col: number;
}

interface Edit {
  position: Position;
  text: string;
  error: string | null;
}

const EDIT_KEYS = /^[\d.,:hm]$/i;

/**
 * The week grid: a row per task (or project), a cell per day, totals per day and week. One cell is in the tab order;
 * arrow keys, Home and End move, Enter or typing edits in place, Enter saves, Escape cancels; the cell keeps the
 * focus after saving.
 */
export function TimesheetGrid({
  rows,
  days,
  dayLabels,
  minutesByDay,
  totalMinutes,
  language,
  readOnly,
  today,
  onSave,
  labelledBy,
}: TimesheetGridProps) {
  const { t } = useTranslation('board');
  const hoursText = (minutes: number) =>
    t('time.timesheet.hours', { hours: formatDurationEntry(minutes, language) || '0' });
  const tableRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const [editing, setEditingState] = useState<Edit | null>(null);
  // The edit as of now (a blur after Escape or Enter must not save what was cancelled or saved).
  const editRef = useRef<Edit | null>(null);
  const setEditing = (next: Edit | null | ((state: Edit | null) => Edit | null)) => {
    editRef.current = typeof next === 'function' ? next(editRef.current) : next;
    setEditingState(editRef.current);
  };
  const [saving, setSaving] = useState(false);
  const committing = useRef(false);
  const focusNext = useRef(false);
  const current = { row: Math.min(active.row, Math.max(rows.length - 1, 0)), col: active.col };

  const cellElement = ({ row, col }: Position) =>
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${row}-${col}"]`) ?? null;
  useEffect(() => {
    if (!focusNext.current || editing) return;
    focusNext.current = false;
    cellElement(current)?.focus();
  });

  const editable = (col: number) => !readOnly && (days[col] ?? '') <= today;
  const move = (position: Position) => {
    const next = {
      row: Math.max(0, Math.min(rows.length - 1, position.row)),
      col: Math.max(0, Math.min(days.length - 1, position.col)),
    };
    setActive(next);
    cellElement(next)?.focus();
  };
  const startEdit = (position: Position, text?: string) => {
    const row = rows[position.row];
    const day = days[position.col];
    if (!row || !day || !editable(position.col)) return;
    setEditing({
      position,
      text: text ?? formatDurationEntry(row.minutesByDay[position.col], language),
      error: null,
    });
  };
  const stopEdit = () => {
    setEditing(null);
    focusNext.current = true;
  };
  const commit = async () => {
    const edit = editRef.current;
    if (!edit || committing.current) return;
    const row = rows[edit.position.row];
    const day = days[edit.position.col];
    if (!row || !day) return stopEdit();
    committing.current = true;
    setSaving(true);
    const error = await onSave(row, day, edit.text);
    committing.current = false;
    setSaving(false);
    if (error) setEditing((state) => (state ? { ...state, error } : state));
    else stopEdit();
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLElement>, position: Position) => {
    const moves: Record<string, Position> = {
      ArrowUp: { ...position, row: position.row - 1 },
      ArrowDown: { ...position, row: position.row + 1 },
      ArrowLeft: { ...position, col: position.col - 1 },
      ArrowRight: { ...position, col: position.col + 1 },
      Home: { ...position, col: 0 },
      End: { ...position, col: days.length - 1 },
    };
    const target = moves[event.key];
    if (target) {
      event.preventDefault();
      move(target);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEdit(position);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      startEdit(position, '');
    } else if (EDIT_KEYS.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      startEdit(position, event.key);
    }
  };

  return (
    <StyledScroller>
      <StyledTable ref={tableRef} role="grid" aria-labelledby={labelledBy} aria-describedby="timesheet-grid-hint">
        <caption>
          <VisuallyHidden id="timesheet-grid-hint">{t('time.timesheet.cellHint')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('time.timesheet.task')}</th>
            {dayLabels.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">{t('time.timesheet.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => {
            const name = row.taskTitle ?? row.projectName;
            const rowTotal = row.minutesByDay.reduce((sum, minutes) => sum + minutes, 0);
            return (
              <tr key={row.key} data-row-key={row.key}>
                <th scope="row">
                  <StyledRowName>{name}</StyledRowName>
                  <StyledRowMeta>
                    {row.taskTitle ? `${row.projectName} · ${row.clientCompanyName}` : row.clientCompanyName}
                  </StyledRowMeta>
                </th>
                {days.map((day, col) => {
                  const position = { row: rowIndex, col };
                  const isActive = current.row === rowIndex && current.col === col;
                  const isEditing = editing?.position.row === rowIndex && editing.position.col === col;
                  const minutes = row.minutesByDay[col] ?? 0;
                  const label = t('time.timesheet.cellLabel', { row: name, day: dayLabels[col] });
                  const locked = entriesOn(row, day).some((entry) => entry.locked);
                  const canEdit = editable(col) && !locked;
                  return isEditing ? (
                    <td key={day}>
                      <StyledInput
                        // eslint-disable-next-line jsx-a11y/no-autofocus -- the edit starts where the focus is
                        autoFocus
                        aria-label={label}
                        aria-invalid={editing.error ? true : undefined}
                        aria-describedby={editing.error ? 'timesheet-cell-error' : undefined}
                        aria-busy={saving || undefined}
                        inputMode="decimal"
                        autoComplete="off"
                        value={editing.text}
                        onChange={(event) =>
                          setEditing((state) => (state ? { ...state, text: event.target.value, error: null } : state))
                        }
                        onKeyDown={(event) => {
                          if (event.key === 'Enter') {
                            event.preventDefault();
                            void commit();
                          } else if (event.key === 'Escape') {
                            event.preventDefault();
                            event.stopPropagation();
                            stopEdit();
                          }
                        }}
                        onBlur={() => void commit()}
                      />
                      {editing.error && (
                        <StyledCellError id="timesheet-cell-error" role="alert">
                          {editing.error}
                        </StyledCellError>
                      )}
                    </td>
                  ) : (
                    <StyledCell
                      key={day}
                      role="gridcell"
                      data-cell={`${rowIndex}-${col}`}
                      tabIndex={isActive ? 0 : -1}
                      // The name holds the text shown (axe: label-content-name-mismatch), with its unit.
                      aria-label={`${label}: ${hoursText(minutes)}`}
                      aria-readonly={!canEdit || undefined}
                      $editable={canEdit}
                      onFocus={() => setActive(position)}
                      onKeyDown={(event) => (canEdit ? onCellKeyDown(event, position) : onReadOnlyKey(event, position))}
                      onDoubleClick={() => canEdit && startEdit(position)}
                    >
                      {minutes ? formatDurationEntry(minutes, language) : ''}
                    </StyledCell>
                  );
                })}
                <td>{formatDurationEntry(rowTotal, language) || '0'}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('time.timesheet.total')}</th>
            {days.map((day, col) => (
              <td
                key={day}
                aria-label={`${t('time.timesheet.dayTotal', { day: dayLabels[col] })}: ${hoursText(minutesByDay[col] ?? 0)}`}
              >
                {formatDurationEntry(minutesByDay[col] ?? 0, language) || '0'}
              </td>
            ))}
            <td data-testid="week-total" aria-label={`${t('time.timesheet.weekTotal')}: ${hoursText(totalMinutes)}`}>
              {formatDurationEntry(totalMinutes, language) || '0'}
            </td>
          </tr>
        </tfoot>
      </StyledTable>
    </StyledScroller>
  );

  /** A cell that cannot be edited still moves the focus along. */
  function onReadOnlyKey(event: KeyboardEvent<HTMLElement>, position: Position) {
    if (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key))
      onCellKeyDown(event, position);
  }
}
