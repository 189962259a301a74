import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { SortState } from '../../hooks/useSort';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../icons';
import { VisuallyHidden } from '@taskflow/ui-core';
import {
  StyledCaption,
  StyledCell,
  StyledDataListWrapper,
  StyledDataTable,
  StyledHeaderCell,
  StyledRow,
  StyledSortButton,
  type CellAlign,
} from './DataList.styles';

export interface DataColumn<Row, Key extends string = string> {
  /** Identifies the column (unique within the list). */
  key: string;
  /** Column name: the header, and the label of the value on phone cards. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button that sorts by this key (given to onSortChange). */
  sortKey?: Key;
  /** Default 'start'; use 'end' for numbers. */
  align?: CellAlign;
  /** CSS width of the column, e.g. '20%' or '120px'. */
  width?: string;
  /** The row's title on phone cards: shown first, larger, without a label. */
  primary?: boolean;
  /** Left out of phone cards (keep cards to the 3–5 facts that matter). */
  hideOnPhone?: boolean;
}

export interface DataListProps<Row, Key extends string = string> {
  /** Accessible name of the table, e.g. "Projects". Visually hidden unless showCaption. */
  caption: string;
  showCaption?: boolean;
  columns: DataColumn<Row, Key>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** The current sort (from useSort), shown as aria-sort and an arrow. */
  sort?: SortState<Key> | null;
  /** Called with the column key when a sortable header is pressed, e.g. useSort's toggleSort. */
  onSortChange?: (key: Key) => void;
  /** Makes rows focusable and opens them on click or Enter (e.g. navigate to the detail page). */
  onRowClick?: (row: Row) => void;
  /** Accessible name of a clickable row, e.g. (project) => project.name. */
  rowLabel?: (row: Row) => string;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"], [role="switch"]';

// A click on a link, button or field inside the row belongs to that control, not to the row.
const fromControlInside = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
  const control = (event.target as Element).closest(INTERACTIVE);
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
};

const ariaSort = (active: boolean, sort: SortState | null | undefined) => {
  if (!active || !sort) return 'none' as const;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
};

/**
 * A table of rows with sortable column headers (buttons, aria-sort), optional clickable rows
 * (Enter opens), and cards at phone width. Sorting is the caller's (useSort, or the server).
 * Explicit table roles keep the semantics when phone styles change the display.
 */
export function DataList<Row, Key extends string = string>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  onRowClick,
  rowLabel,
}: DataListProps<Row, Key>) {
  return (
    <StyledDataListWrapper>
      <StyledDataTable role="table">
        {showCaption ? (
          <StyledCaption>{caption}</StyledCaption>
        ) : (
          <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        )}
        {/* The explicit table roles keep the table a table to screen readers when phones show it as cards (display:
            block drops its semantics), so the lint's "redundant" and "non-interactive role" findings do not apply. */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept for the phone layout, see above */}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => {
              const { sortKey } = column;
              const active = sortKey !== undefined && sort?.key === sortKey;
              const sortable = sortKey !== undefined && onSortChange !== undefined;
              const Arrow = !active ? SortIcon : sort?.direction === 'asc' ? ArrowUpIcon : ArrowDownIcon;
              return (
                <StyledHeaderCell
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  aria-sort={sortable ? ariaSort(active, sort) : undefined}
                  $align={column.align ?? 'start'}
                  $width={column.width}
                >
                  {sortable ? (
                    <StyledSortButton type="button" $active={active} onClick={() => onSortChange(sortKey)}>
                      {column.header}
                      <Arrow />
                    </StyledSortButton>
                  ) : (
                    column.header
                  )}
                </StyledHeaderCell>
              );
            })}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept for the phone layout, see above */}
        <tbody role="rowgroup">
          {rows.map((row) => (
            <StyledRow
              key={getRowKey(row)}
              role="row"
              $clickable={Boolean(onRowClick)}
              tabIndex={onRowClick ? 0 : undefined}
              aria-label={onRowClick && rowLabel ? rowLabel(row) : undefined}
              onClick={
                onRowClick
                  ? (event) => {
                      if (!fromControlInside(event)) onRowClick(row);
                    }
                  : undefined
              }
              onKeyDown={
                onRowClick
                  ? (event) => {
                      if (event.key === 'Enter' && event.target === event.currentTarget) {
                        event.preventDefault();
                        onRowClick(row);
                      }
                    }
                  : undefined
              }
            >
              {columns.map((column) => (
                <StyledCell
                  key={column.key}
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a <td> is a cell, kept for the phone layout (see above)
                  role="cell"
                  data-label={column.header}
                  $align={column.align ?? 'start'}
                  $primary={Boolean(column.primary)}
                  $hideOnPhone={Boolean(column.hideOnPhone)}
                >
                  {column.cell(row)}
                </StyledCell>
              ))}
            </StyledRow>
          ))}
        </tbody>
      </StyledDataTable>
    </StyledDataListWrapper>
  );
}
