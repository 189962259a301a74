import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DndProvider } from 'react-dnd-multi-backend';
import { HTML5toTouch } from 'rdndmb-html5-to-touch';
import styled from 'styled-components';
import type { ChecklistItemView } from '@taskflow/contracts';
import { LoadingState, VisuallyHidden } from '@taskflow/ui';
import { QueryGate } from '../../common/components/QueryGate';
import type { TaskModalSectionProps } from '../../common/components/TaskModalSections';
import { useChecklistActions } from '../hooks/useChecklistActions';
import { useTaskChecklistQuery, type ChecklistTask } from '../state/checklist.api';
import { checklistProgress } from '../utils/checklist-order';
import { ChecklistAddForm } from './ChecklistAddForm';
import { ChecklistItemRow } from './ChecklistItemRow';
import { ChecklistProgress } from './ChecklistProgress';

export interface TaskChecklistProps {
  task: ChecklistTask & { title: string };
  /** Ticks, adds, renames, moves and deletes items (admins, members with canEditTasks). */
  canEdit: boolean;
  /** Makes items tasks (canCreateTasks as well). */
  canConvert: boolean;
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledReadOnlyItem = styled.li<{ $done: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs} 0;
  overflow-wrap: anywhere;
  color: ${({ theme, $done }) => ($done ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The task's checklist in the task modal (docs/checklists.md#in-the-board). */
export function TaskChecklist({ task, canEdit, canConvert }: TaskChecklistProps) {
  const { t } = useTranslation('board');
  const query = useTaskChecklistQuery(task.id);
  const headingId = `checklist-${task.id}-heading`;
  return (
    <StyledSection aria-labelledby={headingId} data-testid="task-checklist">
      <StyledHeading id={headingId}>{t('checklist.heading')}</StyledHeading>
      <QueryGate
        query={query}
        keepData
        loading={<LoadingState label={t('checklist.loading')} rows={2} />}
        errorMessage={t('checklist.loadError')}
        retryLabel={t('checklist.retry')}
      >
        {(items) =>
          canEdit ? (
            <EditableChecklist task={task} items={items} canConvert={canConvert} />
          ) : (
            <ReadOnlyChecklist task={task} items={items} />
          )
        }
      </QueryGate>
    </StyledSection>
  );
}

/** The checklist as a section of the task modal (registered in task-modal-sections.ts). */
export function TaskChecklistSection({ task, canEdit, canCreate }: TaskModalSectionProps) {
  return <TaskChecklist task={task} canEdit={canEdit} canConvert={canEdit && canCreate} />;
}

function ReadOnlyChecklist({ task, items }: { task: TaskChecklistProps['task']; items: ChecklistItemView[] }) {
  const { t } = useTranslation('board');
  if (items.length === 0) return <StyledMuted>{t('checklist.emptyReadOnly')}</StyledMuted>;
  const { done, total } = checklistProgress(items);
  return (
    <>
      <ChecklistProgress done={done} total={total} />
      <StyledList aria-label={t('checklist.listLabel', { task: task.title })}>
        {items.map((item) => (
          <StyledReadOnlyItem key={item.id} $done={item.done} data-testid="checklist-item" data-done={item.done}>
            <span aria-hidden="true">{item.done ? '☑' : '☐'}</span>
            <span>
              {item.title}
              {item.done && <VisuallyHidden>{` (${t('checklist.done')})`}</VisuallyHidden>}
            </span>
          </StyledReadOnlyItem>
        ))}
      </StyledList>
    </>
  );
}

function EditableChecklist({
  task,
  items,
  canConvert,
}: {
  task: TaskChecklistProps['task'];
  items: ChecklistItemView[];
  canConvert: boolean;
}) {
  const { t } = useTranslation('board');
  const ref = useMemo(() => ({ id: task.id, projectId: task.projectId }), [task.id, task.projectId]);
  const actions = useChecklistActions(ref, items);
  const { done, total } = checklistProgress(items);
  return (
    <>
      {items.length === 0 ? (
        <StyledMuted>{t('checklist.empty')}</StyledMuted>
      ) : (
        <>
          <ChecklistProgress done={done} total={total} />
          <DndProvider options={HTML5toTouch}>
            <StyledList
              aria-label={t('checklist.listLabel', { task: task.title })}
              aria-describedby={`checklist-${task.id}-hint`}
            >
              {items.map((item, index) => (
                <ChecklistItemRow
                  key={item.id}
                  item={item}
                  index={index}
                  count={items.length}
                  actions={actions}
                  canConvert={canConvert}
                />
              ))}
            </StyledList>
          </DndProvider>
          <VisuallyHidden id={`checklist-${task.id}-hint`}>{t('checklist.keyboardHint')}</VisuallyHidden>
        </>
      )}
      <ChecklistAddForm task={ref} />
    </>
  );
}
