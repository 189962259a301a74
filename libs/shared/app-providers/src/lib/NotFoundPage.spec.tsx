import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page does not exist and leads home', async () => {
    await renderWithProviders(
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      { route: '/missing' },
    );
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you are looking for does not exist.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to homepage' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
