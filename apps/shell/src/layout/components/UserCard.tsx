import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fullName, roleLabelKey, userInitials } from '@taskflow/auth';
import type { User } from '@taskflow/contracts';
import { Button } from '@taskflow/ui';
import { useGetHealthQuery } from '../state/health.api';

export const StyledUserCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledUserRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const StyledAvatar = styled.span`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledUserText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const StyledRole = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const StyledVersion = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  text-align: center;
`;

export interface UserCardProps {
  user: User;
  onLogout: () => void;
  signingOut: boolean;
}

/** Initials, full name and role label of the signed-in user, with the logout button and the release (the API's). */
export function UserCard({ user, onLogout, signingOut }: UserCardProps) {
  const { t } = useTranslation(['common', 'navigation']);
  const { data: health } = useGetHealthQuery();
  const name = fullName(user) || user.email;
  return (
    <StyledUserCard data-testid="user-card">
      <StyledUserRow>
        <StyledAvatar aria-hidden="true">{userInitials(user)}</StyledAvatar>
        <StyledUserText>
          <span>{name}</span>
          <StyledRole>{t(`common:roles.${roleLabelKey(user.userType)}`)}</StyledRole>
        </StyledUserText>
      </StyledUserRow>
      <Button variant="secondary" size="sm" fullWidth loading={signingOut} onClick={onLogout}>
        {t('common:actions.logout')}
      </Button>
      {health?.version ? (
        <StyledVersion data-testid="app-version">{t('navigation:version', { version: health.version })}</StyledVersion>
      ) : null}
    </StyledUserCard>
  );
}
