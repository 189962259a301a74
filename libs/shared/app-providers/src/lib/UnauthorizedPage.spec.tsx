import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing';
import { UnauthorizedPage } from './UnauthorizedPage';

describe('UnauthorizedPage', () => {
  it('explains the denied access and leads back or to the dashboard', async () => {
    await renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<p>dashboard</p>} />
        <Route path="*" element={<UnauthorizedPage />} />
      </Routes>,
      { route: '/unauthorized', language: 'de' },
    );
    expect(screen.getByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zum Dashboard' }));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });
});
