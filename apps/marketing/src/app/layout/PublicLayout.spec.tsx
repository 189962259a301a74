import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { PublicLayout } from './PublicLayout';

describe('PublicLayout', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it('offers "Skip to content" first, which takes the focus past the header to the page', async () => {
    await renderWithProviders(
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<a href="/features">First link of the page</a>} />
        </Route>
      </Routes>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'First link of the page' })).toHaveFocus();
  });
});
