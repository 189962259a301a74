import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TaskView } from '@taskflow/contracts';
import { formatDate } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Button, ErrorState, Heading, LoadingState, Text, useToast } from '@taskflow/ui';
import { useStopTaskRecurrenceMutation, useTaskRecurrenceQuery } from '../state/recurrence.api';
import { recurrenceWords } from '../utils/recurrence-words';
import { RecurrenceForm } from './RecurrenceForm';
import { RepeatIcon } from './RepeatIcon';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledDates = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface RecurrenceSectionProps {
  task: TaskView;
  /** canEditTasks (never a client): may set, change and stop the rule. */
  canEdit: boolean;
}

/**
 * "Repeat" in the task modal (docs/recurring-tasks.md): the rule in words and the next three due dates; editors set,
 * change or stop it. Others see it read-only, and nothing when the task does not repeat.
 */
export function RecurrenceSection({ task, canEdit }: RecurrenceSectionProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const toast = useToast();
  const recurring = task.recurrence !== null;
  const query = useTaskRecurrenceQuery(task.id, { skip: !recurring });
  const [stop, stopping] = useStopTaskRecurrenceMutation();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  if (!recurring && !canEdit) return null;

  const closeForm = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const stopRepeating = async () => {
    try {
      await stop(task.id).unwrap();
      toast.success(t('recurrence.stopped'));
    } catch {
      toast.error(t('recurrence.saveError'));
    }
  };

  let body;
  if (editing) body = <RecurrenceForm task={task} pattern={query.data?.pattern} onDone={closeForm} />;
  else if (!recurring)
    body = <Text size="sm">{task.dueDate ? t('recurrence.none') : t('recurrence.needsDueDate')}</Text>;
  else if (query.isError)
    body = (
      <ErrorState
        message={t('recurrence.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!query.data) body = <LoadingState label={t('recurrence.loading')} rows={2} />;
  else
    body = (
      <>
        <Text size="sm" data-testid="recurrence-words">
          {recurrenceWords(query.data.pattern, t, language)}
        </Text>
        <Text size="sm" muted data-testid="recurrence-creation">
          {query.data.creation === 'ahead'
            ? t('recurrence.creationWords.ahead', { count: query.data.leadDays ?? 0 })
            : t('recurrence.creationWords.on_completion')}
        </Text>
        {query.data.nextDates.length > 0 ? (
          <div>
            <Text size="xs" muted id="recurrence-next-label">
              {t('recurrence.next')}
            </Text>
            <StyledDates aria-labelledby="recurrence-next-label">
              {query.data.nextDates.map((day) => (
                <li key={day}>{formatDate(day, language)}</li>
              ))}
            </StyledDates>
          </div>
        ) : (
          <Text size="sm">{t('recurrence.lastOne')}</Text>
        )}
      </>
    );

  return (
    <StyledSection aria-labelledby="recurrence-heading">
      <StyledHeader>
        <RepeatIcon />
        <Heading level={3} id="recurrence-heading" style={{ fontSize: '16px' }}>
          {t('recurrence.heading')}
        </Heading>
      </StyledHeader>
      {body}
      {canEdit && !editing && (
        <StyledRow>
          <Button
            ref={editButton}
            variant="secondary"
            size="sm"
            disabled={!task.dueDate}
            onClick={() => setEditing(true)}
          >
            {recurring ? t('recurrence.change') : t('recurrence.start')}
          </Button>
          {recurring && (
            <Button variant="ghost" size="sm" loading={stopping.isLoading} onClick={() => void stopRepeating()}>
              {t('recurrence.stop')}
            </Button>
          )}
        </StyledRow>
      )}
    </StyledSection>
  );
}
