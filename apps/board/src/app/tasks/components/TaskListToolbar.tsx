import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  BOARD_CHECKLIST_FILTERS,
  TASK_STATUSES,
  type BoardChecklistFilter,
  type TaskStatus,
  type UserSummary,
} from '@taskflow/contracts';
import { SearchField, SelectField, Toolbar, ToolbarItem } from '@taskflow/ui';
import {
  UNASSIGNED,
  type TaskGrouping,
  type TaskKindFilter,
  type TaskListFilters,
  type TaskListMode,
} from '../utils/task-list';
import { collapsedOnPhones } from '../../common/utils/collapsed-on-phones';

const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
const GROUPINGS: TaskGrouping[] = ['none', 'client', 'project', 'assignee', 'status'];
const KINDS: TaskKindFilter[] = ['all', 'clientVisible', 'internal', 'needsApproval'];

const StyledFilterItem = styled(ToolbarItem)<{ $collapsed: boolean }>`
  ${({ $collapsed }) => collapsedOnPhones($collapsed)}
`;

const StyledModes = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  button {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export type TaskListToolbarFilters = Omit<TaskListFilters, 'projectId'>;

export interface TaskListToolbarProps {
  filters: TaskListToolbarFilters;
  onFilter: <K extends keyof TaskListToolbarFilters>(key: K, value: TaskListToolbarFilters[K]) => void;
  grouping: TaskGrouping;
  onGrouping: (grouping: TaskGrouping) => void;
  mode: TaskListMode;
  onMode: (mode: TaskListMode) => void;
  /** The people a task can be assigned to; a client has no assignee filter (nor a kind filter). */
  assignees: UserSummary[];
  isClient: boolean;
  /** On phones: the filters folded away (the search stays). */
  collapsed: boolean;
}

/** The task list's search, filters, grouping and Focus/All mode. */
export function TaskListToolbar({
  filters,
  onFilter,
  grouping,
  onGrouping,
  mode,
  onMode,
  assignees,
  isClient,
  collapsed,
}: TaskListToolbarProps) {
  const { t } = useTranslation('board');
  return (
    <Toolbar label={t('taskList.toolbar')}>
      <ToolbarItem grow minWidth="220px">
        <SearchField
          label={t('taskList.search')}
          placeholder={t('taskList.search')}
          value={filters.search}
          onChange={(value) => onFilter('search', value)}
        />
      </ToolbarItem>
      {!isClient && (
        <StyledFilterItem $collapsed={collapsed} minWidth="150px">
          <SelectField
            label={t('taskList.kindLabel')}
            hideLabel
            value={filters.kind}
            onChange={(event) => onFilter('kind', event.target.value as TaskKindFilter)}
            options={KINDS.map((kind) => ({ value: kind, label: t(`taskList.kind.${kind}`) }))}
          />
        </StyledFilterItem>
      )}
      <StyledFilterItem $collapsed={collapsed} minWidth="140px">
        <SelectField
          label={t('taskList.statusLabel')}
          hideLabel
          value={filters.status}
          onChange={(event) => onFilter('status', event.target.value as TaskStatus | '')}
          options={[
            { value: '', label: t('taskList.allStatuses') },
            ...TASK_STATUSES.map((status) => ({ value: status, label: t(`task.status.${status}`) })),
          ]}
        />
      </StyledFilterItem>
      <StyledFilterItem $collapsed={collapsed} minWidth="140px">
        <SelectField
          label={t('taskList.priorityLabel')}
          hideLabel
          value={filters.priority}
          onChange={(event) => onFilter('priority', event.target.value)}
          options={[
            { value: '', label: t('taskList.allPriorities') },
            ...PRIORITIES.map((priority) => ({ value: priority, label: t(`task.priority.${priority}`) })),
          ]}
        />
      </StyledFilterItem>
      {!isClient && (
        <StyledFilterItem $collapsed={collapsed} minWidth="160px">
          <SelectField
            label={t('taskList.assigneeLabel')}
            hideLabel
            value={filters.assignee}
            onChange={(event) => onFilter('assignee', event.target.value)}
            options={[
              { value: '', label: t('taskList.allAssignees') },
              ...assignees.map((person) => ({ value: person.id, label: `${person.firstName} ${person.lastName}` })),
              { value: UNASSIGNED, label: t('task.unassigned') },
            ]}
          />
        </StyledFilterItem>
      )}
      <StyledFilterItem $collapsed={collapsed} minWidth="170px">
        <SelectField
          label={t('kanban.filters.checklist')}
          hideLabel
          value={filters.checklist}
          onChange={(event) => onFilter('checklist', event.target.value as BoardChecklistFilter | '')}
          options={[
            { value: '', label: t('kanban.filters.anyChecklist') },
            ...BOARD_CHECKLIST_FILTERS.map((state) => ({
              value: state,
              label: t(`kanban.filters.checklistState.${state}`),
            })),
          ]}
        />
      </StyledFilterItem>
      <StyledFilterItem $collapsed={collapsed} minWidth="170px">
        <SelectField
          label={t('taskList.groupLabel')}
          hideLabel
          value={grouping}
          onChange={(event) => onGrouping(event.target.value as TaskGrouping)}
          options={GROUPINGS.map((value) => ({ value, label: t(`taskList.group.${value}`) }))}
        />
      </StyledFilterItem>
      <StyledModes role="group" aria-label={t('taskList.modeLabel')}>
        {(['focus', 'all'] as const).map((value) => (
          <button key={value} type="button" aria-pressed={mode === value} onClick={() => onMode(value)}>
            {t(`taskList.mode.${value}`)}
          </button>
        ))}
      </StyledModes>
    </Toolbar>
  );
}
