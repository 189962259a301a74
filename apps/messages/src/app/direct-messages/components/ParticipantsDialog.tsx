import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConversationParticipantView, ConversationView } from '@taskflow/contracts';
import { usePresence } from '@taskflow/realtime';
import { Avatar, Button, ComboboxField, Dialog, useConfirm } from '@taskflow/ui';
import { PresenceDot } from '../../messages/components/PresenceDot';
import {
  useAddParticipantMutation,
  useGetChatPartnersQuery,
  useRemoveParticipantMutation,
} from '../state/direct-messages.api';
import { activeParticipants, conversationTitle, personName } from '../utils/conversations';
import { messagingErrorKey } from '../utils/message-errors';

const StyledPeople = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledPerson = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > span:nth-child(3) {
    flex: 1;
  }
`;

const StyledRole = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const StyledAdd = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  & > :first-child {
    flex: 1;
  }
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.errorStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ParticipantsDialogProps {
  open: boolean;
  onClose: () => void;
  conversation: ConversationView;
  currentUserId: string | undefined;
  /** The user left the conversation. */
  onLeft: () => void;
}

/** Who takes part, with presence; managers add and remove people, everyone may leave a channel. */
export function ParticipantsDialog({ open, onClose, conversation, currentUserId, onLeft }: ParticipantsDialogProps) {
  const { t } = useTranslation('messages');
  const confirm = useConfirm();
  const [candidate, setCandidate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canManage = conversation.canManage && conversation.type !== 'direct';
  const partners = useGetChatPartnersQuery(undefined, { skip: !open || !canManage });
  const [add, adding] = useAddParticipantMutation();
  const [remove] = useRemoveParticipantMutation();
  const people = activeParticipants(conversation);
  const inConversation = new Set(people.map((person) => person.userId));
  const options = (partners.data ?? [])
    .filter((person) => !inConversation.has(person.id))
    .map((person) => ({
      value: person.id,
      label: personName(person),
      description: person.clientCompany?.name ?? t(`roles.${person.userType}`),
      group: t(person.userType === 'client' ? 'newConversation.clients' : 'newConversation.team'),
    }));

  const addPerson = async () => {
    if (!candidate) return;
    setError(null);
    try {
      await add({ conversationId: conversation.id, userId: candidate }).unwrap();
      setCandidate(null);
    } catch (failure) {
      setError(t(`errors.${messagingErrorKey(failure, 'participants')}`));
    }
  };

  const removePerson = async (person: ConversationParticipantView) => {
    const self = person.userId === currentUserId;
    const name = personName(person.user);
    const confirmed = await confirm({
      title: self
        ? t('participants.leaveTitle', { name: conversationTitle(conversation, t('direct.unnamed')) })
        : t('participants.removeTitle', { name }),
      message: self ? t('participants.leaveMessage') : t('participants.removeMessage', { name }),
      confirmLabel: self ? t('participants.leave') : t('participants.remove'),
      action: () => remove({ conversationId: conversation.id, userId: person.userId }).unwrap(),
      errorMessage: t('errors.participantsFailed'),
    });
    if (confirmed && self) onLeft();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('participants.title', { count: people.length })}
      closeLabel={t('common:actions.close')}
    >
      <StyledPeople>
        {people.map((person) => (
          <ParticipantRow
            key={person.userId}
            person={person}
            isSelf={person.userId === currentUserId}
            canRemove={canManage || (conversation.type !== 'direct' && person.userId === currentUserId)}
            onRemove={() => void removePerson(person)}
          />
        ))}
      </StyledPeople>
      {canManage ? (
        <StyledAdd>
          <ComboboxField
            label={t('participants.add')}
            options={options}
            value={candidate}
            onChange={setCandidate}
            noResultsText={t('newConversation.noPeople')}
            placeholder={t('newConversation.personHint')}
          />
          <Button onClick={() => void addPerson()} disabled={!candidate} loading={adding.isLoading}>
            {t('participants.addButton')}
          </Button>
        </StyledAdd>
      ) : null}
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </Dialog>
  );
}

function ParticipantRow({
  person,
  isSelf,
  canRemove,
  onRemove,
}: {
  person: ConversationParticipantView;
  isSelf: boolean;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('messages');
  const presence = usePresence(person.userId);
  const name = personName(person.user) || t('direct.formerUser');
  return (
    <StyledPerson data-testid="participant">
      <Avatar firstName={person.user?.firstName} lastName={person.user?.lastName} size="sm" decorative />
      <PresenceDot presence={presence} label={t(`presence.${presence}`)} />
      <span>
        {name}
        {isSelf ? ` (${t('participants.you')})` : ''}
      </span>
      {person.role === 'admin' ? <StyledRole>{t('participants.channelAdmin')}</StyledRole> : null}
      {canRemove ? (
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {isSelf ? t('participants.leave') : t('participants.remove')}
        </Button>
      ) : null}
    </StyledPerson>
  );
}
