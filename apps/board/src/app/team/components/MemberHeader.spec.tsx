import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMemberDetailView } from '@taskflow/contracts';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser } from '../../../testing/board-fixtures';
import { memberDetail } from '../testing/team-fixtures';
import { MemberHeader, type MemberHeaderProps } from './MemberHeader';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';

const now = new Date('2026-03-10T10:00:00.000Z');
const tom = memberDetail('u2', 'Tom');

const renderHeader = (props: Partial<MemberHeaderProps> = {}) =>
  renderWithProviders(
    <MemberHeader member={tom} now={now} isSelf={false} canManage onOffboard={jest.fn()} {...props} />,
    { user: sessionUser('admin') },
  );

describe('MemberHeader', () => {
  it('shows who the member is: name, status, role, department, kind of user, joined and last activity', async () => {
    await renderHeader();
    expect(screen.getByRole('heading', { name: 'Tom Muster', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Frontend Developer · Development · Team member')).toBeInTheDocument();
    expect(screen.getByText('Joined 01/01/2026 · Last activity: Never')).toBeInTheDocument();
  });

  it('offers Deactivate and Delete to managers, never on their own page', async () => {
    const onOffboard = jest.fn();
    const { unmount } = await renderHeader({ onOffboard });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onOffboard.mock.calls).toEqual([['deactivate'], ['delete']]);
    unmount();

    await renderHeader({ isSelf: true });
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reactivates an inactive member and moves the focus on to Deactivate', async () => {
    const user = userEvent.setup();
    apiServer.use(apiRoute.put('/team/members/u2', () => ({ ...tom, status: 'active' })));
    function Live() {
      const [member, setMember] = useState<TeamMemberDetailView>({ ...tom, status: 'inactive' });
      return (
        <>
          <MemberHeader member={member} now={now} isSelf={false} canManage onOffboard={jest.fn()} />
          <button type="button" onClick={() => setMember(tom)}>
            answer arrives
          </button>
        </>
      );
    }
    await renderWithProviders(<Live />, { user: sessionUser('admin') });
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Tom Muster is active again')).toBeInTheDocument();
    expect(sentRequests('PUT', /^\/team\/members\/u2$/)[0].body).toEqual({ status: 'active' });
    await user.click(screen.getByRole('button', { name: 'answer arrives' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deactivate' })).toHaveFocus());
  });

  it('lets an admin reset the second factor of a member who has it on, confirmed in the dialog', async () => {
    const user = userEvent.setup();
    apiServer.use(apiRoute.delete('/users/u2/two-factor', () => undefined));
    function Live() {
      const [member, setMember] = useState<TeamMemberDetailView>({ ...tom, twoFactorEnabled: true });
      return (
        <>
          <MemberHeader member={member} now={now} isSelf={false} canManage isAdmin onOffboard={jest.fn()} />
          <button type="button" onClick={() => setMember(tom)}>
            answer arrives
          </button>
        </>
      );
    }
    await renderWithProviders(<Live />, { user: sessionUser('admin') });
    await user.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-factor sign-in of Tom Muster?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));

    expect(await screen.findByText('Two-factor sign-in of Tom Muster was reset')).toBeInTheDocument();
    expect(sentRequests('DELETE', /^\/users\/u2\/two-factor$/)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The member read again no longer has it: the button is gone, the focus is on the member's name.
    await user.click(screen.getByRole('button', { name: 'answer arrives' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tom Muster', level: 2 })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();
  });

  it('offers the reset to admins only, never on their own page nor for a member without it', async () => {
    const { unmount } = await renderHeader({ member: { ...tom, twoFactorEnabled: true }, isAdmin: false });
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();
    unmount();
    const second = await renderHeader({ member: { ...tom, twoFactorEnabled: true }, isAdmin: true, isSelf: true });
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();
    second.unmount();
    await renderHeader({ member: tom, isAdmin: true });
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the reset fails', async () => {
    const user = userEvent.setup();
    apiServer.use(
      apiRoute.delete('/users/u2/two-factor', () => apiError(409, 'TWO_FACTOR_NOT_SET_UP', { message: 'x' })),
    );
    await renderHeader({ member: { ...tom, twoFactorEnabled: true }, isAdmin: true });
    await user.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await within(dialog).findByText('The reset did not work. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });
});
