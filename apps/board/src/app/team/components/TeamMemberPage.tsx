import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePageHeader } from '@taskflow/app-providers';
import { selectCurrentUser } from '@taskflow/auth';
import { TEAM_DEPARTMENTS, type TeamMemberDetailView, type UpdateTeamMemberRequest } from '@taskflow/contracts';
import { formatActivityAge, formatDate, formatHours } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { usePermissions, type RootState } from '@taskflow/store';
import {
  Avatar,
  Button,
  Card,
  ErrorState,
  Form,
  Heading,
  LoadingState,
  NumberField,
  SelectField,
  StatePanel,
  Stack,
  TagInput,
  Text,
  TextAreaField,
  TextField,
  useToast,
} from '@taskflow/ui';
import { StyledFieldGrid } from '../../common/components/FieldGrid';
import { SummaryCards } from '../../common/components/SummaryCards';
import { StyledChip } from '../../common/components/TaskChips';
import { useNow } from '../../common/hooks/useNow';
import { useTeamMemberQuery, useTeamOverviewQuery, useUpdateMemberMutation } from '../state/team.api';
import { MemberPermissions } from './MemberPermissions';
import { OffboardDialog } from './OffboardDialog';
import { StyledColumns, StyledFacts } from '../../common/components/DetailLayout';

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface ProfileDraft {
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  jobTitle: string;
  department: string;
  bio: string;
  skills: string[];
  emergencyContact: string;
  weeklyTargetHours: number | null;
}

type ProfileErrors = Partial<Record<'firstName' | 'lastName' | 'jobTitle' | 'weeklyTargetHours', string>>;

const draftOf = (member: TeamMemberDetailView): ProfileDraft => ({
  firstName: member.firstName,
  lastName: member.lastName,
  phone: member.phone ?? '',
  location: member.location ?? '',
  jobTitle: member.jobTitle,
  department: member.department,
  bio: member.bio ?? '',
  skills: member.skills,
  emergencyContact: member.emergencyContact ?? '',
  weeklyTargetHours: member.weeklyTargetHours,
});

function validate(draft: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!draft.firstName.trim()) errors.firstName = 'firstNameRequired';
  if (!draft.lastName.trim()) errors.lastName = 'lastNameRequired';
  if (!draft.jobTitle.trim()) errors.jobTitle = 'jobTitleRequired';
  const hours = draft.weeklyTargetHours;
  if (hours === null || hours < 1 || hours > 80) errors.weeklyTargetHours = 'hoursInvalid';
  return errors;
}

/** /dashboard/team/{memberId} (admins): profile, figures, permissions, deactivation and deletion. */
export function TeamMemberPage() {
  const { memberId = '' } = useParams();
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const query = useTeamMemberQuery(memberId);
  const member = query.data;
  const name = member ? `${member.firstName} ${member.lastName}` : undefined;
  usePageHeader({ title: name, breadcrumb: name });

  if (query.isLoading) return <LoadingState label={t('team.member.loading')} />;
  if (!member) {
    const status = (query.error as { status?: number } | undefined)?.status;
    return status === 404 || status === 400 ? (
      <StatePanel
        title={t('team.member.notFoundTitle')}
        description={<Text muted>{t('team.member.notFoundText')}</Text>}
        action={<Button onClick={() => navigate('/dashboard/team')}>{t('team.member.back')}</Button>}
      />
    ) : (
      <ErrorState
        message={t('team.member.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <MemberDetail member={member} />;
}

function MemberDetail({ member }: { member: TeamMemberDetailView }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const now = useNow();
  const currentUser = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const overview = useTeamOverviewQuery();
  const [updateMember, { isLoading: saving }] = useUpdateMemberMutation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(member));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [offboarding, setOffboarding] = useState<'deactivate' | 'delete' | null>(null);
  const canManage = permissions.has('canManageTeam');
  const isSelf = currentUser?.id === member.id;
  const name = `${member.firstName} ${member.lastName}`;
  const figures = member.figures;

  useEffect(() => {
    if (!editing) setDraft(draftOf(member));
  }, [member, editing]);

  // Deactivate and Reactivate are two buttons of their own: after a reactivation focus moves on to Deactivate.
  const statusAction = useRef<HTMLButtonElement>(null);
  const focusStatusAction = useRef(false);
  useEffect(() => {
    if (!focusStatusAction.current || member.status !== 'active') return;
    focusStatusAction.current = false;
    statusAction.current?.focus();
  }, [member.status]);

  const change = <K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const cancel = () => {
    setDraft(draftOf(member));
    setErrors({});
    setEditing(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const changes: UpdateTeamMemberRequest = {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      phone: draft.phone.trim() || null,
      location: draft.location.trim() || null,
      jobTitle: draft.jobTitle.trim(),
      department: draft.department,
      bio: draft.bio.trim() || null,
      skills: draft.skills,
      emergencyContact: draft.emergencyContact.trim() || null,
      weeklyTargetHours: draft.weeklyTargetHours ?? undefined,
    };
    try {
      await updateMember({ id: member.id, changes }).unwrap();
      toast.success(t('team.member.saved'));
      setEditing(false);
    } catch {
      toast.error(t('team.member.saveError'));
    }
  };
  const reactivate = async () => {
    try {
      focusStatusAction.current = true;
      await updateMember({ id: member.id, changes: { status: 'active' } }).unwrap();
      toast.success(t('team.member.offboard.reactivated', { name }));
    } catch {
      focusStatusAction.current = false;
      toast.error(t('team.member.offboard.error'));
    }
  };
  const error = (field: keyof ProfileErrors) => (errors[field] ? t(`team.member.errors.${errors[field]}`) : undefined);
  const fact = (value: string | null | undefined) => value || t('team.member.notGiven');
  const candidates = (overview.data?.members ?? []).filter(
    (candidate) => candidate.id !== member.id && candidate.status === 'active',
  );

  return (
    <Stack gap="lg" data-testid="team-member">
      <Card padding="lg">
        <Stack direction="horizontal" justify="between" align="start" gap="md" wrap>
          <Stack direction="horizontal" align="center" gap="md">
            <Avatar firstName={member.firstName} lastName={member.lastName} size="lg" decorative />
            <Stack gap="xxs">
              <Stack direction="horizontal" align="center" gap="sm" wrap>
                <Heading level={2} size="xl">
                  {name}
                </Heading>
                {isSelf ? <StyledChip $tone="info">{t('team.member.you')}</StyledChip> : null}
                <StyledChip $tone={member.status === 'active' ? 'success' : 'neutral'}>
                  {t(`team.status.${member.status === 'active' ? 'active' : 'inactive'}`)}
                </StyledChip>
              </Stack>
              <Text size="sm" muted>
                {member.jobTitle} · {t(`team.departments.${member.department}`)} ·{' '}
                {t(`team.userTypes.${member.userType}`)}
              </Text>
              <Text size="sm" muted>
                {t('team.member.joined', { date: formatDate(member.joinedAt, language) })} ·{' '}
                {t('team.member.lastActivity')}:{' '}
                {figures.lastActivityAt ? formatActivityAge(figures.lastActivityAt, now, language) : t('team.never')}
              </Text>
            </Stack>
          </Stack>
          {canManage && !isSelf ? (
            <StyledActions>
              {member.status === 'active' ? (
                <Button
                  key="deactivate"
                  ref={statusAction}
                  size="sm"
                  variant="secondary"
                  onClick={() => setOffboarding('deactivate')}
                >
                  {t('team.member.offboard.deactivate')}
                </Button>
              ) : (
                <Button key="reactivate" size="sm" variant="secondary" onClick={() => void reactivate()}>
                  {t('team.member.offboard.reactivate')}
                </Button>
              )}
              <Button size="sm" variant="danger" onClick={() => setOffboarding('delete')}>
                {t('team.member.offboard.delete')}
              </Button>
            </StyledActions>
          ) : null}
        </Stack>
      </Card>
      <SummaryCards
        label={t('team.member.figures')}
        cards={[
          { key: 'activeTasks', label: t('team.member.figureActiveTasks'), value: String(figures.activeTasks) },
          { key: 'completed', label: t('team.member.figureCompleted'), value: String(figures.completedLast30Days) },
          {
            key: 'workload',
            label: `${t('team.member.figureWorkload')} – ${t('team.member.figureWorkloadHint', {
              hours: formatHours(figures.openEstimatedHours, language),
              target: formatHours(member.weeklyTargetHours, language),
            })}`,
            value: figures.workloadPercent === null ? '–' : `${figures.workloadPercent} %`,
          },
          {
            key: 'onTime',
            label:
              figures.onTimeRate === null
                ? `${t('team.member.figureOnTime')} – ${t('team.member.figureOnTimeNone')}`
                : `${t('team.member.figureOnTime')} – ${t('team.member.figureOnTimeHint', {
                    count: figures.completedWithDueDate,
                  })}`,
            value: figures.onTimeRate === null ? '–' : `${figures.onTimeRate} %`,
          },
        ]}
      />
      <StyledColumns>
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
                <dt>{t('team.member.clientCompanies')}</dt>
                <dd>
                  {figures.clientCompanies.length > 0
                    ? figures.clientCompanies.map((company) => company.name).join(', ')
                    : t('team.member.noClientCompanies')}
                </dd>
              </StyledFacts>
            )}
          </Stack>
        </Card>
        <MemberPermissions member={member} isSelf={isSelf} />
      </StyledColumns>
      {offboarding ? (
        <OffboardDialog
          member={member}
          mode={offboarding}
          candidates={candidates}
          onClose={() => setOffboarding(null)}
          onDone={() => {
            setOffboarding(null);
            if (offboarding === 'delete') navigate('/dashboard/team');
          }}
        />
      ) : null}
    </Stack>
  );
}
