import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageSwitcher } from '@taskflow/app-providers';
import { Container } from '@taskflow/ui';

export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledHeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} 0`};
`;

export const StyledLogo = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

export const StyledFooter = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Header and footer of the public website. */
export function PublicLayout() {
  const { t } = useTranslation(['common']);
  return (
    <>
      <StyledHeader>
        <Container>
          <StyledHeaderInner>
            <StyledLogo to="/">{t('common:appName')}</StyledLogo>
            <LanguageSwitcher />
          </StyledHeaderInner>
        </Container>
      </StyledHeader>
      <Outlet />
      <StyledFooter>
        <Container>© {new Date().getFullYear()} {t('common:appName')}</Container>
      </StyledFooter>
    </>
  );
}
