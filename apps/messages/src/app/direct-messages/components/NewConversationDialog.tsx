import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatPartnerView, ConversationType } from '@taskflow/contracts';
import { selectCurrentUser } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import {
  Button,
  Checkbox,
  ComboboxField,
  Dialog,
  ErrorState,
  FieldError,
  Form,
  LoadingState,
  SearchField,
  TextAreaField,
  TextField,
  matchesQuery,
  type ComboboxOption,
} from '@taskflow/ui';
import { useCreateConversationMutation, useGetChatPartnersQuery } from '../state/direct-messages.api';
import { messagingErrorKey } from '../utils/message-errors';
import { personName } from '../utils/conversations';

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledChoice = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySubtle : theme.colors.surface)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const StyledPeople = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 260px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledGroupTitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const StyledServerError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface NewConversationDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (conversationId: string) => void;
}

interface Errors {
  partner?: string;
  members?: string;
  name?: string;
}

const isTeamSide = (person: Pick<ChatPartnerView, 'userType'>) => person.userType !== 'client';

/**
 * Starts a conversation: a direct one with one person, a team channel (team side) or an announcement
 * (admins) with a name, a description and members. The people offered are those the server allows,
 * grouped as team and clients, never the user themselves.
 */
export function NewConversationDialog({ open, onClose, onCreated }: NewConversationDialogProps) {
  const { t } = useTranslation('messages');
  const user = useAppSelector(selectCurrentUser);
  const formId = useId();
  const types: ConversationType[] = [
    'direct',
    ...(user?.userType !== 'client' ? (['team_channel'] as const) : []),
    ...(user?.userType === 'admin' ? (['announcement'] as const) : []),
  ];
  const [type, setType] = useState<ConversationType>('direct');
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [members, setMembers] = useState<string[]>([]);
  const [memberQuery, setMemberQuery] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const partners = useGetChatPartnersQuery(undefined, { skip: !open });
  const [create, creation] = useCreateConversationMutation();

  const people = useMemo(
    () => (partners.data ?? []).filter((person) => person.id !== user?.id),
    [partners.data, user?.id],
  );
  const groupOf = (person: ChatPartnerView) =>
    t(isTeamSide(person) ? 'newConversation.team' : 'newConversation.clients');
  const options: ComboboxOption[] = [...people]
    .sort((a, b) => Number(isTeamSide(b)) - Number(isTeamSide(a)))
    .map((person) => ({
      value: person.id,
      label: personName(person),
      description: person.clientCompany?.name ?? t(`roles.${person.userType}`),
      group: groupOf(person),
    }));

  const reset = () => {
    setType('direct');
    setPartnerId(null);
    setMembers([]);
    setMemberQuery('');
    setName('');
    setDescription('');
    setErrors({});
    setServerError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const validate = (): Errors => {
    if (type === 'direct') return partnerId ? {} : { partner: t('newConversation.choosePerson') };
    return {
      ...(name.trim() ? {} : { name: t('newConversation.nameRequired') }),
      ...(members.length > 0 ? {} : { members: t('newConversation.chooseMembers') }),
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0 || creation.isLoading) return;
    try {
      const conversation = await create(
        type === 'direct'
          ? { type, participantIds: [partnerId as string] }
          : { type, name: name.trim(), description: description.trim() || null, participantIds: members },
      ).unwrap();
      reset();
      onCreated(conversation.id);
    } catch (error) {
      setServerError(t(`errors.${messagingErrorKey(error, 'createConversation')}`));
    }
  };

  const toggleMember = (id: string) =>
    setMembers((current) => (current.includes(id) ? current.filter((member) => member !== id) : [...current, id]));
  const shown = people.filter((person) => matchesQuery(memberQuery, personName(person), person.clientCompany?.name));
  const groups = [
    { title: t('newConversation.team'), people: shown.filter(isTeamSide) },
    { title: t('newConversation.clients'), people: shown.filter((person) => !isTeamSide(person)) },
  ].filter((group) => group.people.length > 0);

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('newConversation.title')}
      closeLabel={t('common:actions.close')}
      closeOnOverlayClick={false}
      busy={creation.isLoading}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={creation.isLoading}>
            {creation.isLoading ? t('newConversation.creating') : t('newConversation.create')}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} noValidate onSubmit={submit}>
        {types.length > 1 ? (
          <StyledFieldset>
            <legend>{t('newConversation.type')}</legend>
            <StyledChoices>
              {types.map((choice) => (
                <StyledChoice key={choice} $checked={type === choice}>
                  <input
                    type="radio"
                    name={`${formId}-type`}
                    value={choice}
                    checked={type === choice}
                    onChange={() => {
                      setType(choice);
                      setErrors({});
                    }}
                  />
                  {t(`direct.types.${choice}`)}
                </StyledChoice>
              ))}
            </StyledChoices>
          </StyledFieldset>
        ) : null}

        {partners.isLoading ? (
          <LoadingState label={t('newConversation.loadingPeople')} variant="spinner" />
        ) : partners.isError ? (
          <ErrorState
            message={t('errors.loadFailed')}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void partners.refetch()}
          />
        ) : type === 'direct' ? (
          <ComboboxField
            label={t('newConversation.person')}
            required
            options={options}
            value={partnerId}
            onChange={(value) => {
              setPartnerId(value);
              setErrors({});
            }}
            noResultsText={t('newConversation.noPeople')}
            placeholder={t('newConversation.personHint')}
            error={errors.partner}
          />
        ) : (
          <>
            <TextField
              label={t('newConversation.name')}
              required
              value={name}
              maxLength={200}
              onChange={(event) => {
                setName(event.target.value);
                setErrors((current) => ({ ...current, name: undefined }));
              }}
              error={errors.name}
            />
            <TextAreaField
              label={t('newConversation.description')}
              rows={2}
              maxLength={2000}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
            <StyledFieldset
              aria-describedby={errors.members ? `${formId}-members-error` : undefined}
              data-invalid={errors.members ? true : undefined}
            >
              <legend>{t('newConversation.members', { count: members.length })}</legend>
              <SearchField
                label={t('newConversation.searchPeople')}
                placeholder={t('newConversation.searchPeople')}
                value={memberQuery}
                onChange={setMemberQuery}
                slashShortcut={false}
              />
              <StyledPeople>
                {groups.length === 0 ? <span>{t('newConversation.noPeople')}</span> : null}
                {groups.map((group) => (
                  <div key={group.title} role="group" aria-label={group.title}>
                    <StyledGroupTitle aria-hidden="true">{group.title}</StyledGroupTitle>
                    {group.people.map((person) => (
                      <Checkbox
                        key={person.id}
                        label={
                          person.clientCompany
                            ? `${personName(person)} (${person.clientCompany.name})`
                            : personName(person)
                        }
                        checked={members.includes(person.id)}
                        onChange={() => {
                          toggleMember(person.id);
                          setErrors((current) => ({ ...current, members: undefined }));
                        }}
                      />
                    ))}
                  </div>
                ))}
              </StyledPeople>
              <FieldError id={`${formId}-members-error`} error={errors.members} />
            </StyledFieldset>
          </>
        )}
        {serverError ? <StyledServerError role="alert">{serverError}</StyledServerError> : null}
      </StyledForm>
    </Dialog>
  );
}
