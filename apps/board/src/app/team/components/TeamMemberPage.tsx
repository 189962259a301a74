import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageHeader } from '@taskflow/app-providers';
import { selectCurrentUser } from '@taskflow/auth';
import type { TeamMemberDetailView } from '@taskflow/contracts';
import { usePermissions, type RootState } from '@taskflow/store';
import { Button, LoadingState, StatePanel, Stack, Text } from '@taskflow/ui';
import { StyledColumns } from '../../common/components/DetailLayout';
import { QueryGate } from '../../common/components/QueryGate';
import { useNow } from '../../common/hooks/useNow';
import { useTeamMemberQuery, useTeamOverviewQuery } from '../state/team.api';
import { MemberFigures } from './MemberFigures';
import { MemberHeader } from './MemberHeader';
import { MemberPermissions } from './MemberPermissions';
import { MemberProfile } from './MemberProfile';
import { OffboardDialog } from './OffboardDialog';

/** /dashboard/team/{memberId} (admins): profile, figures, permissions, deactivation and deletion. */
export function TeamMemberPage() {
  const { memberId = '' } = useParams();
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const query = useTeamMemberQuery(memberId);
  const member = query.data;
  const name = member ? `${member.firstName} ${member.lastName}` : undefined;
  usePageHeader({ title: name, breadcrumb: name });

  return (
    <QueryGate
      query={query}
      keepData
      loading={<LoadingState label={t('team.member.loading')} />}
      notFound={
        <StatePanel
          title={t('team.member.notFoundTitle')}
          description={<Text muted>{t('team.member.notFoundText')}</Text>}
          action={<Button onClick={() => navigate('/dashboard/team')}>{t('team.member.back')}</Button>}
        />
      }
      notFoundStatuses={[404, 400]}
      errorMessage={t('team.member.loadError')}
      showRetrying={false}
    >
      {(loaded) => <MemberDetail member={loaded} />}
    </QueryGate>
  );
}

function MemberDetail({ member }: { member: TeamMemberDetailView }) {
  const navigate = useNavigate();
  const now = useNow();
  const currentUser = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const overview = useTeamOverviewQuery();
  const [offboarding, setOffboarding] = useState<'deactivate' | 'delete' | null>(null);
  const canManage = permissions.has('canManageTeam');
  const isSelf = currentUser?.id === member.id;
  const candidates = (overview.data?.members ?? []).filter(
    (candidate) => candidate.id !== member.id && candidate.status === 'active',
  );

  return (
    <Stack gap="lg" data-testid="team-member">
      <MemberHeader
        member={member}
        now={now}
        isSelf={isSelf}
        canManage={canManage}
        isAdmin={currentUser?.userType === 'admin'}
        onOffboard={setOffboarding}
      />
      <MemberFigures member={member} />
      <StyledColumns>
        <MemberProfile member={member} canManage={canManage} />
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
