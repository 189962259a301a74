import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@taskflow/i18n';

export const StyledLanguageSwitcher = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

export const StyledLanguageOption = styled.button<{ $active: boolean }>`
  border: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
`;

/** German / English toggle; the choice is remembered by the language detector. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { language, languages, changeLanguage } = useLanguage();
  return (
    <StyledLanguageSwitcher role="group" aria-label={t('language.label')}>
      {languages.map((code) => (
        <StyledLanguageOption
          key={code}
          type="button"
          lang={code}
          $active={code === language}
          aria-pressed={code === language}
          title={t(`language.${code}`)}
          onClick={() => void changeLanguage(code)}
        >
          {code.toUpperCase()}
        </StyledLanguageOption>
      ))}
    </StyledLanguageSwitcher>
  );
}
