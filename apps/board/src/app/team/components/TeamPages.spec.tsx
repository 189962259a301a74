import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { TeamMemberDetailView, TeamMemberView, TeamOverview } from '@taskflow/contracts';
import { LIST_PAGE_SIZE, LIST_TOTAL_HEADER } from '@taskflow/contracts';
import { PageHeaderProvider, usePageHeaderState } from '@taskflow/app-providers';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser } from '../../../testing/board-fixtures';
import { serveNothing } from '../../../testing/board-api';
import { PageHeaderProbe } from '../../../testing/page-header-probe';
import { flags, member } from '../testing/team-fixtures';
import { TeamMemberPage } from './TeamMemberPage';
import { TeamPage } from './TeamPage';
import { answer, apiError, apiRoute, apiServer, listPage, sentRequests } from '@taskflow/testing';

function HeaderProbe() {
  const { action } = usePageHeaderState();
  return action ? (
    <button onClick={action.onClick} disabled={action.disabled}>{`top bar: ${action.label}`}</button>
  ) : null;
}

function serveTeam(overview: Partial<TeamOverview> = {}) {
  const data: TeamOverview = {
    members: [
      member('u-admin', 'Anna', { userType: 'admin', jobTitle: 'Administrator', department: 'management' }),
      member('u2', 'Tom'),
    ],
    invitations: [
      {
        id: 'i1',
        userId: 'u9',
        firstName: 'Ida',
        lastName: 'Invited',
        email: 'ida@example.com',
        role: 'Backend Developer',
        department: 'development',
        invitedAt: '2026-03-01T00:00:00.000Z',
        expiresAt: '2026-03-08T00:00:00.000Z',
        expired: false,
      },
    ],
    maxTeamMembers: 5,
    usedSeats: 3,
    ...overview,
  };
  // Like the API: `members` is a list page (limit, offset), the number of all in X-Total-Count.
  apiServer.use(
    apiRoute.get<TeamOverview>('/team/members', async ({ query }) => {
      const page = listPage(data.members, query);
      const total = page.headers.get(LIST_TOTAL_HEADER) ?? '0';
      return answer({ ...data, members: (await page.json()) as TeamMemberView[] }, 200, { [LIST_TOTAL_HEADER]: total });
    }),
  );
  apiServer.use(apiRoute.get('/team-permissions', () => flags(true)));
  return data;
}

const renderTeam = () =>
  renderWithProviders(
    <PageHeaderProvider>
      <HeaderProbe />
      <TeamPage />
    </PageHeaderProvider>,
    { user: sessionUser('admin'), route: '/dashboard/team' },
  );

describe('Team page', () => {
  beforeEach(() => {
    serveNothing();
    localStorage.clear();
  });

  it('shows the limit, the members with server figures and the pending invitations, revoked after confirmation', async () => {
    const user = userEvent.setup();
    serveTeam();
    apiServer.use(apiRoute.delete('/team/invitations/i1', () => undefined));
    await renderTeam();
    expect(await screen.findByTestId('team-seats')).toHaveTextContent('3 of 5 team members');
    const row = screen.getByRole('link', { name: 'Tom Muster' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('meter')).toHaveAttribute('aria-valuenow', '25');
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(screen.getByTestId('summary-activeTasks')).toHaveTextContent('6');
    const invitation = screen.getByTestId('pending-invitation');
    expect(invitation).toHaveTextContent('Ida Invited');

    await user.click(within(invitation).getByRole('button', { name: 'Revoke invitation of ida@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the invitation of Ida Invited?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(sentRequests('DELETE', /team\/invitations\/i1/)).toHaveLength(1);
  });

  it('counts and finds every member, also those beyond the first page of the list', async () => {
    const user = userEvent.setup();
    serveTeam({
      members: [
        ...Array.from({ length: LIST_PAGE_SIZE }, (_, index) => member(`bulk-${index}`, `Bulk ${index}`)),
        member('u-last', 'Zora', { lastName: 'Zuletzt' }),
      ],
    });
    await renderTeam();

    await waitFor(() =>
      expect(screen.getByTestId('summary-activeTasks')).toHaveTextContent(String(3 * (LIST_PAGE_SIZE + 1))),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search team' }), 'Zuletzt');
    expect(await screen.findByRole('link', { name: 'Zora Zuletzt' })).toBeInTheDocument();
  });

  it('filters by department', async () => {
    const user = userEvent.setup();
    serveTeam();
    await renderTeam();
    await screen.findByRole('link', { name: 'Tom Muster' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'management');
    expect(screen.queryByRole('link', { name: 'Tom Muster' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anna Muster' })).toBeInTheDocument();
  });

  it('shows the team limit refusal of an invitation clearly', async () => {
    const user = userEvent.setup();
    serveTeam();
    apiServer.use(
      // Chosen by the code: the (English) message may be reworded.
      apiRoute.post('/team/invitations', () =>
        apiError(403, 'TEAM_MEMBER_LIMIT_REACHED', { message: 'No more seats' }),
      ),
    );
    await renderTeam();
    await user.click(await screen.findByRole('button', { name: 'top bar: Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite team member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Please choose a role.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a department.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ida');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Invited');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ida2@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'UI/UX Designer');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'design');
    expect(within(dialog).getByRole('checkbox', { name: 'See all tasks' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manage settings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText(/all seats are taken/)).toBeInTheDocument();
    const sent = sentRequests('POST', /team\/invitations/)[0].body as { permissions: string[]; role: string };
    expect(sent.role).toBe('UI/UX Designer');
    expect(sent.permissions).not.toContain('settings.manage');
    expect(sent.permissions).toContain('tasks.view');
  });
});

describe('Team member page', () => {
  const detail = (changes: Partial<TeamMemberDetailView> = {}): TeamMemberDetailView => ({
    ...member('u2', 'Tom'),
    defaultPermissions: flags(true) as TeamMemberDetailView['defaultPermissions'],
    effectivePermissions: flags(true) as TeamMemberDetailView['effectivePermissions'],
    ...changes,
  });
  const renderMember = () =>
    renderWithProviders(
      <PageHeaderProvider>
        <Routes>
          <Route path="/dashboard/team/:memberId" element={<TeamMemberPage />} />
        </Routes>
        <PageHeaderProbe />
      </PageHeaderProvider>,
      { user: sessionUser('admin'), route: '/dashboard/team/u2' },
    );

  it('shows the figures and saves per-member permission overrides', async () => {
    const user = userEvent.setup();
    serveTeam();
    apiServer.use(apiRoute.get('/team/members/u2', () => detail()));
    apiServer.use(
      apiRoute.put('/team/members/u2/permissions', () => detail({ permissionOverrides: { canDeleteProjects: false } })),
    );
    await renderMember();
    expect(await screen.findByTestId('summary-workload')).toHaveTextContent('25 %');
    expect(screen.getByTestId('summary-onTime')).toHaveTextContent('50 %');
    expect(screen.getByText('Müller Bau GmbH')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Delete projects' }), 'denied');
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Permissions saved')).toBeInTheDocument();
    expect(sentRequests('PUT', /permissions/)[0].body).toEqual({ overrides: { canDeleteProjects: false } });
  });

  it("is titled with the member's name, in the top bar, its breadcrumb and the browser tab", async () => {
    serveTeam();
    apiServer.use(apiRoute.get('/team/members/u2', () => detail()));
    await renderMember();
    await screen.findByRole('heading', { name: 'Tom Muster' });
    expect(screen.getByTestId('page-header')).toHaveTextContent('Tom Muster / Tom Muster');
  });

  it('deactivates with the open tasks reassigned to a chosen colleague', async () => {
    const user = userEvent.setup();
    serveTeam();
    apiServer.use(apiRoute.get('/team/members/u2', () => detail()));
    apiServer.use(apiRoute.post('/team/members/u2/deactivate', () => ({ movedTasks: 3 })));
    await renderMember();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Tom Muster?' });
    expect(within(dialog).getByText('3 open tasks are assigned to Tom Muster.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Open tasks' }), 'u-admin');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate member' }));
    expect(await screen.findByText('Tom Muster deactivated')).toBeInTheDocument();
    expect(sentRequests('POST', /deactivate/)[0].body).toEqual({ reassignToId: 'u-admin' });
  });

  it.each([
    ['LAST_ADMIN', 'The last administrator cannot be deactivated or deleted.'],
    ['OWN_ACCOUNT', 'You cannot deactivate or delete your own account.'],
  ] as const)('explains the refusal %s by its code, whatever the server message says', async (code, text) => {
    const user = userEvent.setup();
    serveTeam();
    apiServer.use(apiRoute.get('/team/members/u2', () => detail()));
    apiServer.use(
      apiRoute.post('/team/members/u2/deactivate', () => apiError(403, code, { message: 'Refused (reworded)' })),
    );
    await renderMember();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Tom Muster?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate member' }));

    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByText(/reworded/)).not.toBeInTheDocument();
  });

  it('reactivates a deactivated member, and focus moves on to Deactivate, the button that now stands there', async () => {
    const user = userEvent.setup();
    serveTeam();
    let status: TeamMemberView['status'] = 'inactive';
    apiServer.use(apiRoute.get('/team/members/u2', () => detail({ status })));
    apiServer.use(
      apiRoute.put('/team/members/u2', () => {
        status = 'active';
        return detail({ status });
      }),
    );
    await renderMember();
    await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Tom Muster is active again')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deactivate' })).toHaveFocus());
    expect(sentRequests('PUT', /members\/u2$/)[0].body).toEqual({ status: 'active' });
  });

  it('says when the member does not exist', async () => {
    apiServer.use(
      apiRoute.get('/team/members/u2', () =>
        apiError(404, 'TEAM_MEMBER_NOT_FOUND', { message: 'Team member not found' }),
      ),
    );
    apiServer.use(apiRoute.get('/team-permissions', () => flags(true)));
    await renderMember();
    expect(await screen.findByText('Team member not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to team' })).toBeInTheDocument();
  });
});
