import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TaskView, UserType } from '@taskflow/contracts';
import { formatDateTime } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Button, Heading, Stack, Text, TextAreaField, useToast } from '@taskflow/ui';
import { useApprovalHistoryQuery, useDecideApprovalMutation, useRequestApprovalMutation } from '../state/tasks.api';
import { APPROVAL_TONE, StyledChip } from './TaskChips';

export interface ApprovalSectionProps {
  task: TaskView;
  userType: UserType;
  /** canEditTasks: may ask the client for approval. */
  canRequest: boolean;
  /** The agency's requireApprovalForUpdates (null while loading). */
  approvalsEnabled: boolean | null;
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledHistory = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Client approval (docs/product-rules.md#states-and-changes): the team asks (optionally with a message), the client of the task's company
 * approves or rejects (optionally with a comment) while the agency requires approvals; the history lists who,
 * when, what and why. The server enforces every rule; this only offers what may succeed.
 */
export function ApprovalSection({ task, userType, canRequest, approvalsEnabled }: ApprovalSectionProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const toast = useToast();
  const history = useApprovalHistoryQuery(task.id);
  const [requestApproval, requesting] = useRequestApprovalMutation();
  const [decideApproval, deciding] = useDecideApprovalMutation();
  const [asking, setAsking] = useState(false);
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);

  const status = task.requiresClientApproval ? task.clientApprovalStatus : null;
  const isClient = userType === 'client';
  const clientMayDecide = isClient && status === 'pending' && approvalsEnabled === true;
  const teamMayAsk = !isClient && canRequest && approvalsEnabled === true && task.isClientVisible;
  const events = history.data ?? [];
  if (!status && events.length === 0 && !canRequest) return null;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailed(false);
    try {
      await action();
      toast.success(done);
      setAsking(false);
      setText('');
    } catch {
      setFailed(true);
    }
  };
  const comment = text.trim() || null;

  return (
    <StyledSection aria-labelledby="approval-heading" data-testid="approval-section">
      <StyledRow>
        <Heading level={3} id="approval-heading" style={{ fontSize: '16px' }}>
          {t('approval.title')}
        </Heading>
        {status && (
          <StyledChip $tone={APPROVAL_TONE[status]} data-testid="approval-status">
            {t(`task.approval.${status}`)}
          </StyledChip>
        )}
      </StyledRow>
      {!status && events.length === 0 && <Text muted>{t('approval.notRequested')}</Text>}
      {!isClient && canRequest && approvalsEnabled === false && <Text muted>{t('approval.disabled')}</Text>}
      {!isClient && canRequest && approvalsEnabled && !task.isClientVisible && (
        <Text muted>{t('approval.needsVisible')}</Text>
      )}

      {clientMayDecide && (
        <Stack gap="sm">
          <Text>{t('approval.awaiting')}</Text>
          <TextAreaField
            id="approval-decision-comment"
            label={t('approval.comment')}
            rows={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <StyledRow>
            <Button
              loading={deciding.isLoading && deciding.originalArgs?.status === 'approved'}
              disabled={deciding.isLoading}
              onClick={() =>
                run(
                  () => decideApproval({ id: task.id, status: 'approved', comment }).unwrap(),
                  t('approval.approvedToast'),
                )
              }
            >
              {t('approval.approve')}
            </Button>
            <Button
              variant="danger"
              loading={deciding.isLoading && deciding.originalArgs?.status === 'rejected'}
              disabled={deciding.isLoading}
              onClick={() =>
                run(
                  () => decideApproval({ id: task.id, status: 'rejected', comment }).unwrap(),
                  t('approval.rejectedToast'),
                )
              }
            >
              {t('approval.reject')}
            </Button>
          </StyledRow>
        </Stack>
      )}

      {teamMayAsk && status !== 'pending' && !asking && (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {status ? t('approval.requestAgain') : t('approval.request')}
          </Button>
        </div>
      )}
      {teamMayAsk && asking && (
        <Stack gap="sm">
          <TextAreaField
            id="approval-request-message"
            label={t('approval.message')}
            rows={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <StyledRow>
            <Button
              loading={requesting.isLoading}
              onClick={() => run(() => requestApproval({ id: task.id, comment }).unwrap(), t('approval.requested'))}
            >
              {t('approval.send')}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t('taskModal.cancel')}
            </Button>
          </StyledRow>
        </Stack>
      )}
      {failed && <Text role="alert">{t('approval.error')}</Text>}

      {events.length > 0 && (
        <Stack gap="xs">
          <Heading level={4} style={{ fontSize: '14px' }}>
            {t('approval.history')}
          </Heading>
          <StyledHistory data-testid="approval-history">
            {events.map((event) => (
              <li key={event.id}>
                <Text>
                  <strong>{t(`approval.event.${event.status}`)}</strong>
                  {' · '}
                  {t('approval.by', {
                    name: event.actor
                      ? `${event.actor.firstName} ${event.actor.lastName}`
                      : t('approval.unknownPerson'),
                    date: formatDateTime(event.createdAt, language),
                  })}
                </Text>
                {event.comment && <Text muted>{event.comment}</Text>}
              </li>
            ))}
          </StyledHistory>
        </Stack>
      )}
      {history.isError && <Text muted>{t('approval.historyLoadError')}</Text>}
    </StyledSection>
  );
}
