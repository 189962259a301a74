import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
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

  it('starts the next page at its content after a link of the header was followed', async () => {
    await renderWithProviders(
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<Link to="/features">To features</Link>} />
          <Route path="/features" element={<a href="/pricing">First link of features</a>} />
        </Route>
      </Routes>,
    );
    const user = userEvent.setup();
    const header = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(header).getByRole('link', { name: 'Features' }));
    expect(await screen.findByRole('link', { name: 'First link of features' })).toBeInTheDocument();
    expect(document.getElementById('main-content')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First link of features' })).toHaveFocus();
  });
});
