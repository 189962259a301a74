import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { AppRoutes } from './App';

jest.mock('../remotes/RemoteRoutes', () => ({
  RemoteRoutes: ({ name }: { name: string }) => <p>remote {name}</p>,
}));
jest.mock('../layout/state/unread.api', () => ({
  useGetUnreadMessageCountQuery: () => ({ data: 0, refetch: jest.fn() }),
}));
jest.mock('../auth/state/auth.api', () => ({
  useLoginMutation: () => [jest.fn(), { isLoading: false }],
  useRegisterMutation: () => [jest.fn(), { isLoading: false }],
  useLogoutMutation: () => [jest.fn(), { isLoading: false }],
  useForgotPasswordMutation: () => [jest.fn(), { isLoading: false }],
  useResetPasswordMutation: () => [jest.fn(), { isLoading: false }],
  useAcceptInvitationMutation: () => [jest.fn(), { isLoading: false }],
  useGetDemoAccountsQuery: () => ({ data: undefined }),
}));

describe('route table', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/', 'remote marketing'],
    ['/features', 'remote marketing'],
    ['/no-such-page', 'remote marketing'],
  ])('gives the public path %s to the marketing remote', async (route, text) => {
    await renderWithProviders(<AppRoutes />, { route });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'remote board'],
    ['/dashboard/kanban', 'remote board'],
    ['/dashboard/projects/7', 'remote board'],
    ['/dashboard/messages', 'remote messages'],
    ['/dashboard/settings', 'remote settings'],
  ])('serves %s from its remote inside the signed-in layout', async (route, text) => {
    await renderWithProviders(<AppRoutes />, { route, user: testUser() });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows the not-found page inside the layout for an unknown dashboard path, with a way home', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/dashboard/no-such-page', user: testUser() });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to homepage' }));
    expect(screen.getByText('remote marketing')).toBeInTheDocument();
  });

  it('owns the sign-in pages', async () => {
    const { unmount } = await renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to TaskFlow' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<AppRoutes />, { route: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  });

  it('owns the invitation page', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/accept-invitation?token=abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Join your team on TaskFlow' })).toBeInTheDocument();
  });

  it('offers back and go-to-dashboard on /unauthorized', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/unauthorized', user: testUser({ userType: 'team' }) });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(screen.getByText('remote board')).toBeInTheDocument();
  });

  it('sends a team member from the team page to /unauthorized', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/dashboard/team/3', user: testUser({ userType: 'team' }) });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a dashboard page to /login', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/dashboard/customers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to TaskFlow' })).toBeInTheDocument();
  });
});
