import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { renderWithProviders } from '../testing';
import { LanguageSwitcher } from './LanguageSwitcher';

function Greeting() {
  const { t } = useTranslation('common');
  return <p>{t('actions.retry')}</p>;
}

describe('LanguageSwitcher', () => {
  it('switches the whole screen between English and German and marks the active language', async () => {
    await renderWithProviders(
      <>
        <LanguageSwitcher />
        <Greeting />
      </>,
    );
    expect(screen.getByText('Try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'DE' }));
    expect(await screen.findByText('Erneut versuchen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DE' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('group', { name: 'Sprache' })).toBeInTheDocument();
  });
});
