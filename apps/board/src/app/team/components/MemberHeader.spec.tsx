import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMemberDetailView } from '@taskflow/contracts';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser } from '../../../testing/board-fixtures';
import { memberDetail } from '../testing/team-fixtures';
import { MemberHeader, type MemberHeaderProps } from './MemberHeader';
import { apiRoute, apiServer, sentRequests } from '@taskflow/testing';

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
});
