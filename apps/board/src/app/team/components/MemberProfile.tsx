import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TEAM_DEPARTMENTS, type TeamMemberDetailView } from '@taskflow/contracts';
import { formatHours } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import {
  Button,
  Card,
  Form,
  Heading,
  NumberField,
  SelectField,
  Stack,
  TagInput,
  Text,
  TextAreaField,
  TextField,
  useToast,
} from '@taskflow/ui';
import { StyledFacts } from '../../common/components/DetailLayout';
import { StyledFieldGrid } from '../../common/components/FieldGrid';
import { StyledChip } from '../../common/components/TaskChips';
import { useUpdateMemberMutation } from '../state/team.api';
import {
  profileDraftOf,
  profileRequest,
  validateProfile,
  type ProfileDraft,
  type ProfileErrors,
} from '../utils/member-profile';

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A member's profile (contact, hours, skills, bio, client companies); Edit with canManageTeam. */
export function MemberProfile({ member, canManage }: { member: TeamMemberDetailView; canManage: boolean }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const toast = useToast();
  const [updateMember, { isLoading: saving }] = useUpdateMemberMutation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraftOf(member));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const figures = member.figures;

  useEffect(() => {
    if (!editing) setDraft(profileDraftOf(member));
  }, [member, editing]);

  const change = <K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const cancel = () => {
    setDraft(profileDraftOf(member));
    setErrors({});
    setEditing(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await updateMember({ id: member.id, changes: profileRequest(draft) }).unwrap();
      toast.success(t('team.member.saved'));
      setEditing(false);
    } catch {
      toast.error(t('team.member.saveError'));
    }
  };
  const error = (field: keyof ProfileErrors) => (errors[field] ? t(`team.member.errors.${errors[field]}`) : undefined);
  const fact = (value: string | null | undefined) => value || t('team.member.notGiven');

  return (
    <Card padding="lg" as="section" aria-labelledby="member-profile-title">
      <Stack gap="md">
        <Stack direction="horizontal" justify="between" align="center" gap="sm">
          <Heading level={2} size="lg" id="member-profile-title">
            {t('team.member.profile')}
          </Heading>
          {canManage && !editing ? (
            <Button size="sm" onClick={() => setEditing(true)}>
              {t('team.member.edit')}
            </Button>
          ) : null}
        </Stack>
        {editing ? (
          <StyledForm noValidate onSubmit={save} aria-labelledby="member-profile-title">
            {Object.values(errors).some(Boolean) ? (
              <Text muted role="status">
                {t('team.member.fixErrors')}
              </Text>
            ) : null}
            <StyledFieldGrid>
              <TextField
                id="member-first-name"
                label={t('team.member.firstName')}
                required
                value={draft.firstName}
                onChange={(event) => change('firstName', event.target.value)}
                error={error('firstName')}
              />
              <TextField
                id="member-last-name"
                label={t('team.member.lastName')}
                required
                value={draft.lastName}
                onChange={(event) => change('lastName', event.target.value)}
                error={error('lastName')}
              />
              <TextField
                id="member-job-title"
                label={t('team.member.jobTitle')}
                required
                value={draft.jobTitle}
                onChange={(event) => change('jobTitle', event.target.value)}
                error={error('jobTitle')}
              />
              <SelectField
                id="member-department"
                label={t('team.member.department')}
                value={draft.department}
                onChange={(event) => change('department', event.target.value)}
                options={TEAM_DEPARTMENTS.map((value) => ({ value, label: t(`team.departments.${value}`) }))}
              />
              <TextField
                id="member-phone"
                type="tel"
                label={t('team.member.phone')}
                value={draft.phone}
                onChange={(event) => change('phone', event.target.value)}
              />
              <TextField
                id="member-location"
                label={t('team.member.location')}
                value={draft.location}
                onChange={(event) => change('location', event.target.value)}
              />
              <TextField
                id="member-emergency"
                label={t('team.member.emergencyContact')}
                value={draft.emergencyContact}
                onChange={(event) => change('emergencyContact', event.target.value)}
              />
              <NumberField
                id="member-hours"
                label={t('team.member.weeklyTargetHours')}
                min={1}
                max={80}
                step={0.5}
                locale={language}
                value={draft.weeklyTargetHours}
                onChange={(value) => change('weeklyTargetHours', value)}
                decrementLabel={t('team.member.hoursDecrement')}
                incrementLabel={t('team.member.hoursIncrement')}
                error={error('weeklyTargetHours')}
              />
            </StyledFieldGrid>
            <TagInput
              id="member-skills"
              label={t('team.member.skills')}
              hint={t('team.member.skillsHint')}
              value={draft.skills}
              onChange={(skills) => change('skills', skills)}
              removeTagLabel={(skill) => t('team.member.removeSkill', { skill })}
            />
            <TextAreaField
              id="member-bio"
              label={t('team.member.bio')}
              value={draft.bio}
              onChange={(event) => change('bio', event.target.value)}
            />
            <Stack direction="horizontal" gap="sm">
              <Button type="submit" loading={saving}>
                {t('team.member.save')}
              </Button>
              <Button variant="secondary" onClick={cancel}>
                {t('team.member.cancel')}
              </Button>
            </Stack>
          </StyledForm>
        ) : (
          <StyledFacts>
            <dt>{t('team.member.email')}</dt>
            <dd>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </dd>
            <dt>{t('team.member.phone')}</dt>
            <dd>{fact(member.phone)}</dd>
            <dt>{t('team.member.location')}</dt>
            <dd>{fact(member.location)}</dd>
            <dt>{t('team.member.weeklyTargetHours')}</dt>
            <dd>{formatHours(member.weeklyTargetHours, language)}</dd>
            <dt>{t('team.member.skills')}</dt>
            <dd>
              {member.skills.length > 0 ? (
                <Stack direction="horizontal" gap="xs" wrap>
                  {member.skills.map((skill) => (
                    <StyledChip key={skill} $tone="neutral">
                      {skill}
                    </StyledChip>
                  ))}
                </Stack>
              ) : (
                t('team.member.notGiven')
              )}
            </dd>
            <dt>{t('team.member.bio')}</dt>
            <dd>{fact(member.bio)}</dd>
            <dt>{t('team.member.emergencyContact')}</dt>
            <dd>{fact(member.emergencyContact)}</dd>
            <dt>{t('team.member.customers')}</dt>
            <dd>
              {figures.clientCompanies.length > 0
                ? figures.clientCompanies.map((company) => company.name).join(', ')
                : t('team.member.noCustomers')}
            </dd>
          </StyledFacts>
        )}
      </Stack>
    </Card>
  );
}
