import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  BOARD_CHECKLIST_FILTERS,
  BOARD_DUE_FILTERS,
  BOARD_UNASSIGNED,
  TASK_PRIORITIES,
  type BoardFilters,
  type UserSummary,
} from '@taskflow/contracts';
import { hasBoardFilters } from '@taskflow/domain';
import { Button, SearchField, SelectField, TextField, Toolbar, ToolbarItem } from '@taskflow/ui';
import { StyledFiltersToggle } from '../../common/components/FiltersToggle';
import { collapsedOnPhones } from '../../common/utils/collapsed-on-phones';
import type { BoardFilterKey } from '../utils/board-filters';

/** Typing in the search or tag field filters once the typing pauses for this long. */
export const BOARD_FILTER_TYPING_MS = 300;

export interface BoardFilterBarProps {
  filters: BoardFilters;
  onFilter: (key: BoardFilterKey, value: string) => void;
  onClear: () => void;
  /** The people a task can be assigned to; a client has no assignee nor visibility filter. */
  assignees: readonly UserSummary[];
  isClient: boolean;
}

const StyledFilterItem = styled(ToolbarItem)<{ $collapsed: boolean }>`
  ${({ $collapsed }) => collapsedOnPhones($collapsed)}
`;

const StyledClear = styled.div<{ $collapsed: boolean }>`
  ${({ $collapsed }) => collapsedOnPhones($collapsed)}
`;

/** Text that reaches the filters only once the typing pauses (each change is a request to the API). */
function useTypedFilter(value: string | undefined, apply: (value: string) => void) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => {
    if (text === (value ?? '')) return undefined;
    const timer = setTimeout(() => apply(text), BOARD_FILTER_TYPING_MS);
    return () => clearTimeout(timer);
  }, [text, value, apply]);
  return [text, setText] as const;
}

/** The board's filters: search, assignee, priority, due state, tag, client visibility and checklist, applied by the API. */
export function BoardFilterBar({ filters, onFilter, onClear, assignees, isClient }: BoardFilterBarProps) {
  const { t } = useTranslation('board');
  const [search, setSearch] = useTypedFilter(filters.search, (value) => onFilter('search', value));
  const [tag, setTag] = useTypedFilter(filters.tag, (value) => onFilter('tag', value));
  // On phones the filters but the search fold away behind one button, so the board starts in view.
  const [open, setOpen] = useState(false);
  const active = Object.entries(filters).filter(([key, value]) => key !== 'search' && value).length;
  return (
    <Toolbar label={t('kanban.filters.label')}>
      <ToolbarItem grow minWidth="200px">
        <SearchField
          label={t('kanban.filters.search')}
          placeholder={t('kanban.filters.search')}
          value={search}
          onChange={setSearch}
        />
      </ToolbarItem>
      <StyledFiltersToggle type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        <span>{active > 0 ? t('kanban.filters.moreActive', { count: active }) : t('kanban.filters.more')}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </StyledFiltersToggle>
      {!isClient && (
        <StyledFilterItem $collapsed={!open} minWidth="150px">
          <SelectField
            label={t('kanban.filters.assignee')}
            hideLabel
            value={filters.assigneeId ?? ''}
            onChange={(event) => onFilter('assigneeId', event.target.value)}
            options={[
              { value: '', label: t('kanban.filters.allAssignees') },
              ...assignees.map((person) => ({ value: person.id, label: `${person.firstName} ${person.lastName}` })),
              { value: BOARD_UNASSIGNED, label: t('task.unassigned') },
            ]}
          />
        </StyledFilterItem>
      )}
      <StyledFilterItem $collapsed={!open} minWidth="130px">
        <SelectField
          label={t('kanban.filters.priority')}
          hideLabel
          value={filters.priority ?? ''}
          onChange={(event) => onFilter('priority', event.target.value)}
          options={[
            { value: '', label: t('kanban.filters.allPriorities') },
            ...TASK_PRIORITIES.map((priority) => ({ value: priority, label: t(`task.priority.${priority}`) })),
          ]}
        />
      </StyledFilterItem>
      <StyledFilterItem $collapsed={!open} minWidth="140px">
        <SelectField
          label={t('kanban.filters.due')}
          hideLabel
          value={filters.due ?? ''}
          onChange={(event) => onFilter('due', event.target.value)}
          options={[
            { value: '', label: t('kanban.filters.anyDue') },
            ...BOARD_DUE_FILTERS.map((due) => ({ value: due, label: t(`kanban.filters.dueState.${due}`) })),
          ]}
        />
      </StyledFilterItem>
      <StyledFilterItem $collapsed={!open} minWidth="120px">
        <TextField
          label={t('kanban.filters.tag')}
          hideLabel
          placeholder={t('kanban.filters.tag')}
          value={tag}
          onChange={(event) => setTag(event.target.value)}
        />
      </StyledFilterItem>
      {!isClient && (
        <StyledFilterItem $collapsed={!open} minWidth="150px">
          <SelectField
            label={t('kanban.filters.visibility')}
            hideLabel
            value={filters.clientVisible ?? ''}
            onChange={(event) => onFilter('clientVisible', event.target.value)}
            options={[
              { value: '', label: t('kanban.filters.anyVisibility') },
              { value: 'true', label: t('kanban.filters.clientVisible') },
              { value: 'false', label: t('kanban.filters.internal') },
            ]}
          />
        </StyledFilterItem>
      )}
      <StyledFilterItem $collapsed={!open} minWidth="170px">
        <SelectField
          label={t('kanban.filters.checklist')}
          hideLabel
          value={filters.checklist ?? ''}
          onChange={(event) => onFilter('checklist', event.target.value)}
          options={[
            { value: '', label: t('kanban.filters.anyChecklist') },
            ...BOARD_CHECKLIST_FILTERS.map((state) => ({
              value: state,
              label: t(`kanban.filters.checklistState.${state}`),
            })),
          ]}
        />
      </StyledFilterItem>
      {hasBoardFilters(filters) && (
        <StyledClear $collapsed={!open}>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('kanban.filters.clear')}
          </Button>
        </StyledClear>
      )}
    </Toolbar>
  );
}
