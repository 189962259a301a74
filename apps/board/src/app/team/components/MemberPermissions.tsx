import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamMemberDetailView, TeamPermissionFlag } from '@taskflow/contracts';
import { Button, Card, Heading, SelectField, Stack, Text, useToast } from '@taskflow/ui';
import { StyledChip } from '../../common/components/TaskChips';
import { useUpdateMemberPermissionsMutation } from '../state/team.api';
import { PERMISSION_GROUPS } from '../utils/team-rows';

type Choice = 'default' | 'allowed' | 'denied';

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(180px, 220px);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const choiceOf = (value: boolean | undefined): Choice =>
  value === true ? 'allowed' : value === false ? 'denied' : 'default';

/** Per-member exceptions to the team defaults (issue 12); the server enforces them for REST and live rooms. */
export function MemberPermissions({ member, isSelf }: { member: TeamMemberDetailView; isSelf: boolean }) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const [save, { isLoading }] = useUpdateMemberPermissionsMutation();
  const [choices, setChoices] = useState<Partial<Record<TeamPermissionFlag, Choice>>>({});
  const isAdmin = member.userType === 'admin';
  const editable = !isAdmin && !isSelf;

  useEffect(() => setChoices({}), [member.permissionOverrides]);
  const current = (flag: TeamPermissionFlag) => choices[flag] ?? choiceOf(member.permissionOverrides[flag]);
  const dirty = Object.entries(choices).some(
    ([flag, choice]) => choice !== choiceOf(member.permissionOverrides[flag as TeamPermissionFlag]),
  );
  const yesNo = (value: boolean) => t(value ? 'team.member.permissions.yes' : 'team.member.permissions.no');

  const submit = async () => {
    const overrides = Object.fromEntries(
      Object.entries(choices).map(([flag, choice]) => [flag, choice === 'default' ? null : choice === 'allowed']),
    );
    try {
      await save({ id: member.id, overrides }).unwrap();
      toast.success(t('team.member.permissions.saved'));
    } catch {
      toast.error(t('team.member.permissions.saveError'));
    }
  };

  return (
    <Card padding="lg" as="section" aria-labelledby="member-permissions-title">
      <Stack gap="md">
        <Heading level={2} size="lg" id="member-permissions-title">
          {t('team.member.permissions.title')}
        </Heading>
        <Text size="sm" muted>
          {isAdmin
            ? t('team.member.permissions.adminHint')
            : isSelf
              ? t('team.member.permissions.ownHint')
              : t('team.member.permissions.hint')}
        </Text>
        {PERMISSION_GROUPS.map((group) => (
          <Stack gap="sm" key={group.key}>
            <Heading level={3} size="md">
              {t(`team.member.permissions.groups.${group.key}`)}
            </Heading>
            {group.flags.map((flag) => (
              <StyledRow key={flag}>
                <Stack direction="horizontal" align="center" gap="sm" wrap>
                  <Text size="sm" id={`permission-${flag}-label`}>
                    {t(`team.member.permissions.flags.${flag}`)}
                  </Text>
                  {!isAdmin && member.permissionOverrides[flag] !== undefined ? (
                    <StyledChip $tone="info">{t('team.member.permissions.overridden')}</StyledChip>
                  ) : null}
                </Stack>
                {editable ? (
                  <SelectField
                    id={`permission-${flag}`}
                    label={t(`team.member.permissions.flags.${flag}`)}
                    hideLabel
                    value={current(flag)}
                    onChange={(event) =>
                      setChoices((previous) => ({ ...previous, [flag]: event.target.value as Choice }))
                    }
                    options={[
                      {
                        value: 'default',
                        label: t('team.member.permissions.default', { value: yesNo(member.defaultPermissions[flag]) }),
                      },
                      { value: 'allowed', label: t('team.member.permissions.allowed') },
                      { value: 'denied', label: t('team.member.permissions.denied') },
                    ]}
                  />
                ) : (
                  <StyledChip $tone={member.effectivePermissions[flag] ? 'success' : 'neutral'}>
                    {yesNo(member.effectivePermissions[flag])}
                  </StyledChip>
                )}
              </StyledRow>
            ))}
          </Stack>
        ))}
        {editable ? (
          <div>
            <Button onClick={() => void submit()} loading={isLoading} disabled={!dirty}>
              {t('team.member.permissions.save')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
