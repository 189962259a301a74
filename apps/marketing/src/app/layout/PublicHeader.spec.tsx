import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import MarketingRoutes from '../RemoteRoutes';
import { PublicHeader } from './PublicHeader';

describe('PublicHeader', () => {
  const scrollIntoView = jest.fn();

  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it('links home, features, pricing, about, freelancers, small teams, sign-in and registration', async () => {
    await renderWithProviders(<PublicHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Features', '/features'],
      ['Pricing', '/#pricing'],
      ['About', '/#about'],
      ['For freelancers', '/freelancers'],
      ['For small teams', '/small-teams'],
      ['Sign in', '/login'],
      ['Start free trial', '/register'],
    ]);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('mobile menu: the button reports its state and any navigation closes the menu', async () => {
    await renderWithProviders(<PublicHeader />, { route: '/features' });
    const user = userEvent.setup();
    const button = screen.getByLabelText('Open menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('navigation').id);
    await user.click(button);
    expect(screen.getByLabelText('Close menu')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'For freelancers' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/freelancers'));
    expect(screen.getByLabelText('Open menu')).toHaveAttribute('aria-expanded', 'false');
  });

  it('mobile menu takes the focus when opened, closes with Escape and gives the focus back to its button', async () => {
    await renderWithProviders(<PublicHeader />);
    const user = userEvent.setup();
    const button = screen.getByLabelText('Open menu');
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Open menu')).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('pricing link on the landing page scrolls to #pricing without leaving the page', async () => {
    await renderWithProviders(
      <Routes>
        <Route path="/*" element={<MarketingRoutes />} />
      </Routes>,
    );
    await screen.findByTestId('landing-page', {}, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Pricing' }),
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('pricing link on another page goes to /#pricing and then scrolls to the pricing section', async () => {
    await renderWithProviders(
      <Routes>
        <Route path="/*" element={<MarketingRoutes />} />
      </Routes>,
      { route: '/features' },
    );
    await screen.findByTestId('features-page', {}, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Pricing' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/#pricing'));
    await screen.findByTestId('landing-page', {}, { timeout: 10_000 });
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(document.getElementById('pricing')));
  });

  it('the pricing cards lead to registration with their plan', async () => {
    await renderWithProviders(
      <Routes>
        <Route path="/*" element={<MarketingRoutes />} />
      </Routes>,
    );
    await screen.findByTestId('landing-page', {}, { timeout: 10_000 });
    const pricing = document.getElementById('pricing') as HTMLElement;
    expect(within(pricing).getByRole('link', { name: 'Start with Basic' })).toHaveAttribute(
      'href',
      '/register?plan=basic',
    );
    expect(within(pricing).getByRole('link', { name: 'Start with Professional' })).toHaveAttribute(
      'href',
      '/register?plan=professional',
    );
    expect(within(pricing).getByRole('link', { name: 'Start with Enterprise' })).toHaveAttribute(
      'href',
      '/register?plan=enterprise',
    );
    expect(within(pricing).getByTestId('plan-basic')).toHaveTextContent('€29');
    expect(within(pricing).getByTestId('plan-professional')).toHaveTextContent('Up to 10 team members');
  });
});
