import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageSwitcher } from '@taskflow/app-providers';
import { Heading, MAIN_CONTENT_ID, SkipLink, Stack, Text } from '@taskflow/ui';
import { useDocumentTitle } from '../../layout/hooks/use-document-title';

export const StyledAuthPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  background: ${({ theme }) => theme.colors.background};
`;

// The page's banner landmark: the logo and the language switcher belong to no card.
export const StyledAuthTopRow = styled.header`
  width: 100%;
  max-width: 560px;
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export const StyledAuthLogo = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

export const StyledAuthCard = styled.main<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '560px' : '440px')};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    padding: ${({ theme }) => theme.space.xl};
  }

  /* Focused only by the skip link (tabIndex -1). */
  &:focus {
    outline: none;
  }
`;

export const StyledTextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  wide?: boolean;
  children: ReactNode;
  /** Shown under the card, e.g. the demo accounts. */
  aside?: ReactNode;
}

/** Frame of the sign-in, registration and password pages: logo, language switcher, one card. */
export function AuthLayout({ title, subtitle, wide = false, children, aside }: AuthLayoutProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(title);
  return (
    <StyledAuthPage>
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipToContent')}</SkipLink>
      <StyledAuthTopRow>
        <StyledAuthLogo to="/">{t('appName')}</StyledAuthLogo>
        <LanguageSwitcher />
      </StyledAuthTopRow>
      <StyledAuthCard $wide={wide} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Stack gap="xs">
          <Heading level={1} size="xxl">
            {title}
          </Heading>
          {subtitle ? <Text muted>{subtitle}</Text> : null}
        </Stack>
        {children}
      </StyledAuthCard>
      {aside}
    </StyledAuthPage>
  );
}
