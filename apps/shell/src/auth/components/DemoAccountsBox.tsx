import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { roleLabelKey } from '@taskflow/auth';
import { Button, Heading, Text } from '@taskflow/ui';
import { useGetDemoAccountsQuery } from '../state/auth.api';

export const StyledDemoBox = styled.aside`
  width: 100%;
  max-width: 440px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primarySubtle};
`;

export const StyledDemoList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The button moves below the account when both do not fit (a phone, a long German label). */
export const StyledDemoAccount = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledDemoEmail = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

/** The demo logins; shown only when the server runs with demo data (it answers 404 otherwise). */
export function DemoAccountsBox({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const { data } = useGetDemoAccountsQuery();
  if (!data?.accounts.length) return null;
  return (
    <StyledDemoBox aria-labelledby="demo-accounts-title" data-testid="demo-accounts">
      <Heading level={2} size="md" id="demo-accounts-title">
        {t('auth:demo.title')}
      </Heading>
      <Text size="sm" muted>
        {t('auth:demo.text')}
      </Text>
      <StyledDemoList>
        {data.accounts.map((account) => {
          const roleKey = roleLabelKey(account.userType);
          return (
            <StyledDemoAccount key={account.email}>
              <span>
                <strong>{t(`common:roles.${roleKey}`)}</strong> <StyledDemoEmail>{account.email}</StyledDemoEmail>
              </span>
              <Button size="sm" variant="secondary" onClick={() => onUse(account.email, data.password)}>
                {/* One text per role: German joins role and account into one word (Kundenkonto). */}
                {t(`auth:demo.use.${roleKey}`)}
              </Button>
            </StyledDemoAccount>
          );
        })}
      </StyledDemoList>
      <Text size="sm">{t('auth:demo.password', { password: data.password })}</Text>
    </StyledDemoBox>
  );
}
