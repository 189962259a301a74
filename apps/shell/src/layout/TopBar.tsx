import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageSwitcher } from '@taskflow/app-providers';
import { Heading } from '@taskflow/ui';

export const StyledTopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledMenuButton = styled.button`
  display: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}px) {
    display: inline-flex;
  }
`;

export const StyledTitle = styled.div`
  flex: 1;
  min-width: 0;
`;

export function TopBar({ title, onOpenMenu }: { title: string; onOpenMenu: () => void }) {
  const { t } = useTranslation('navigation');
  return (
    <StyledTopBar>
      <StyledMenuButton type="button" aria-label={t('menu.open')} onClick={onOpenMenu}>
        ☰
      </StyledMenuButton>
      <StyledTitle>
        <Heading level={1} size="xl">
          {title}
        </Heading>
      </StyledTitle>
      <LanguageSwitcher />
    </StyledTopBar>
  );
}
