import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  INVITATION_PERMISSIONS,
  TEAM_DEPARTMENTS,
  TEAM_ROLES,
  type InvitationPermission,
  type UserLanguage,
} from '@taskflow/contracts';
import type { ApiRequestError } from '@taskflow/auth';
import { isEmailLike } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { currentUserRulesApi } from '@taskflow/store';
import {
  Button,
  CheckboxField,
  Dialog,
  Form,
  SelectField,
  StatePanel,
  Stack,
  Text,
  TextField,
  useToast,
} from '@taskflow/ui';
import { StyledFieldGrid } from '../../common/components/FieldGrid';
import { useInviteMemberMutation } from '../state/team.api';
import { defaultInvitationPermissions } from '../utils/team-rows';

const FORM_ID = 'invite-member-form';

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledPermissions = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

interface InviteDraft {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  department: string;
  language: UserLanguage;
}

type InviteErrors = Partial<Record<keyof InviteDraft, string>>;

function validate(draft: InviteDraft): InviteErrors {
  const errors: InviteErrors = {};
  if (!draft.firstName.trim()) errors.firstName = 'firstNameRequired';
  if (!draft.lastName.trim()) errors.lastName = 'lastNameRequired';
  if (!draft.email.trim()) errors.email = 'emailRequired';
  else if (!isEmailLike(draft.email.trim())) errors.email = 'emailInvalid';
  if (!draft.role) errors.role = 'roleRequired';
  if (!draft.department) errors.department = 'departmentRequired';
  return errors;
}

/** Invite team member (docs/product-rules.md#validation): the invitation API mails the link; the team limit's refusal is shown. */
export function InviteMemberDialog({ onClose, maxTeamMembers }: { onClose: () => void; maxTeamMembers: number }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const toast = useToast();
  const { data: defaults } = currentUserRulesApi.useCurrentTeamPermissionsQuery();
  const [invite, { isLoading }] = useInviteMemberMutation();
  const [draft, setDraft] = useState<InviteDraft>({
    firstName: '',
    lastName: '',
    email: '',
    role: '',
    department: '',
    language,
  });
  const [chosen, setChosen] = useState<InvitationPermission[] | null>(null);
  const permissions = chosen ?? defaultInvitationPermissions(defaults);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: keyof InviteDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const toggle = (option: InvitationPermission, on: boolean) =>
    setChosen(on ? [...permissions, option] : permissions.filter((candidate) => candidate !== option));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validate(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const email = draft.email.trim();
      await invite({
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        email,
        role: draft.role,
        department: draft.department,
        language: draft.language,
        permissions,
      }).unwrap();
      toast.success(t('team.inviteForm.sent', { email }));
      onClose();
    } catch (error) {
      const { code } = error as Partial<ApiRequestError>;
      if (code === 'EMAIL_ALREADY_REGISTERED') setFailure(t('team.inviteForm.emailExists'));
      else if (code === 'TEAM_MEMBER_LIMIT_REACHED')
        setFailure(t('team.inviteForm.limitReached', { max: maxTeamMembers }));
      else {
        setFailure(t('team.inviteForm.error'));
        toast.error(t('team.inviteForm.error'));
      }
    }
  };

  const error = (field: keyof InviteDraft) =>
    errors[field] ? t(`team.inviteForm.errors.${errors[field]}`) : undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('team.inviteForm.title')}
      size="lg"
      closeLabel={t('common:actions.close')}
      closeOnOverlayClick={false}
      busy={isLoading}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={isLoading}>
            {t('team.inviteForm.submit')}
          </Button>
        </>
      }
    >
      <StyledForm id={FORM_ID} noValidate onSubmit={submit}>
        {failure ? <StatePanel variant="error" headingLevel={3} title={failure} /> : null}
        {Object.values(errors).some(Boolean) ? (
          <Text muted role="status">
            {t('team.inviteForm.fixErrors')}
          </Text>
        ) : null}
        <StyledFieldGrid>
          <TextField
            id="invite-first-name"
            label={t('team.inviteForm.firstName')}
            required
            value={draft.firstName}
            onChange={(event) => change('firstName', event.target.value)}
            error={error('firstName')}
          />
          <TextField
            id="invite-last-name"
            label={t('team.inviteForm.lastName')}
            required
            value={draft.lastName}
            onChange={(event) => change('lastName', event.target.value)}
            error={error('lastName')}
          />
          <TextField
            id="invite-email"
            type="email"
            label={t('team.inviteForm.email')}
            required
            value={draft.email}
            onChange={(event) => change('email', event.target.value)}
            error={error('email')}
          />
          <SelectField
            id="invite-language"
            label={t('team.inviteForm.language')}
            value={draft.language}
            onChange={(event) => change('language', event.target.value)}
            options={[
              { value: 'de', label: t('common:language.de') },
              { value: 'en', label: t('common:language.en') },
            ]}
          />
          <SelectField
            id="invite-role"
            label={t('team.inviteForm.role')}
            required
            placeholder={t('team.inviteForm.rolePlaceholder')}
            value={draft.role}
            onChange={(event) => change('role', event.target.value)}
            options={TEAM_ROLES.map((role) => ({ value: role, label: role }))}
            error={error('role')}
          />
          <SelectField
            id="invite-department"
            label={t('team.inviteForm.department')}
            required
            placeholder={t('team.inviteForm.departmentPlaceholder')}
            value={draft.department}
            onChange={(event) => change('department', event.target.value)}
            options={TEAM_DEPARTMENTS.map((department) => ({
              value: department,
              label: t(`team.departments.${department}`),
            }))}
            error={error('department')}
          />
        </StyledFieldGrid>
        <Stack gap="xs">
          <StyledPermissions>
            <legend>{t('team.inviteForm.permissions')}</legend>
            {INVITATION_PERMISSIONS.map((option) => (
              <CheckboxField
                key={option}
                id={`invite-permission-${option}`}
                label={t(`team.inviteForm.permissionOptions.${option}`)}
                checked={permissions.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
            ))}
          </StyledPermissions>
          <Text size="sm" muted>
            {t('team.inviteForm.permissionsHint')}
          </Text>
        </Stack>
      </StyledForm>
    </Dialog>
  );
}
