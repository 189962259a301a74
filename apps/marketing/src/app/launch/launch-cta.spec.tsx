import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { getRuntimeConfig, setRuntimeConfig } from '@taskflow/config';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { PublicHeader } from '../layout/PublicHeader';
import FeaturesPage from '../pages/FeaturesPage';
import LandingPage from '../pages/LandingPage';

// One call to action per launch state: the free trial once launched, the waitlist before; never both on a page.
const initial = getRuntimeConfig();
const renderIn = (preLaunch: boolean, page: ReactElement) => {
  setRuntimeConfig({ ...initial, preLaunch });
  return renderWithProviders(page);
};
const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('the call to action by launch state', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => setRuntimeConfig(initial));

  it('launched: the landing page offers the free trial and no waitlist', async () => {
    await renderIn(false, <LandingPage />);
    expect(screen.getByRole('link', { name: 'Start your 14-day free trial' })).toHaveAttribute('href', '/register');
    expect(screen.queryByTestId('waitlist-landing')).not.toBeInTheDocument();
    expect(screen.queryByText(/waitlist/i)).not.toBeInTheDocument();
  });

  it('before launch: the landing page offers the waitlist and no trial or registration', async () => {
    await renderIn(true, <LandingPage />);
    const hero = screen.getAllByRole('link', { name: 'Join the waitlist' })[0];
    expect(hero).toHaveAttribute('href', '#waitlist');
    expect(await screen.findByTestId('waitlist-landing')).toBeInTheDocument();
    expect(links().filter(([, href]) => href?.startsWith('/register'))).toEqual([]);
    expect(screen.queryByRole('link', { name: /trial|account/i })).not.toBeInTheDocument();
  });

  it.each([
    [false, 'Start your free trial', false],
    [true, 'Join the waitlist', true],
  ])('features page (before launch: %p): %p, waitlist form %p', async (preLaunch, cta, form) => {
    await renderIn(preLaunch, <FeaturesPage />);
    expect(screen.getAllByRole('link', { name: cta }).length).toBeGreaterThan(0);
    if (form) expect(await screen.findByTestId('waitlist-features')).toBeInTheDocument();
    else expect(screen.queryByTestId('waitlist-features')).not.toBeInTheDocument();
    expect(links().some(([, href]) => href?.startsWith('/register'))).toBe(!preLaunch);
  });

  it('the header offers sign-in and the trial once launched, only the waitlist before', async () => {
    const { unmount } = await renderIn(false, <PublicHeader />);
    const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav()).getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/register');
    unmount();
    await renderIn(true, <PublicHeader />);
    expect(within(nav()).getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/#waitlist');
    expect(within(nav()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Start free trial' })).not.toBeInTheDocument();
  });
});
