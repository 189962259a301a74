import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser } from '../../../testing/board-fixtures';
import { invitation } from '../testing/team-fixtures';
import { PendingInvitations } from './PendingInvitations';
import { apiRoute, apiServer, sentRequests } from '@taskflow/testing';

const invitations = [
  invitation('i1'),
  invitation('i2', { firstName: 'Olaf', email: 'olaf@example.com', expired: true }),
];

describe('PendingInvitations', () => {
  it('lists who is invited, when, and until when the link is valid or that it expired', async () => {
    await renderWithProviders(<PendingInvitations invitations={invitations} canManage={false} language="en" />);
    expect(screen.getByRole('heading', { name: 'Pending invitations · 2' })).toBeInTheDocument();
    const [ida, olaf] = screen.getAllByTestId('pending-invitation');
    expect(ida).toHaveTextContent('Ida Invited');
    expect(ida).toHaveTextContent('ida@example.com · Backend Developer');
    expect(ida).toHaveTextContent('Invited 01/03/2026');
    expect(ida).toHaveTextContent('Valid until 08/03/2026');
    expect(olaf).toHaveTextContent('Expired');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('resends an invitation, and revokes one after confirmation', async () => {
    const user = userEvent.setup();
    apiServer.use(apiRoute.post('/team/invitations/i1/resend', () => invitation('i1')));
    apiServer.use(apiRoute.delete('/team/invitations/i2', () => undefined));
    await renderWithProviders(<PendingInvitations invitations={invitations} canManage language="en" />, {
      user: sessionUser('admin'),
    });
    await user.click(screen.getByRole('button', { name: 'Resend invitation to ida@example.com' }));
    expect(await screen.findByText('Invitation sent again to ida@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke invitation of olaf@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the invitation of Olaf Invited?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(sentRequests('DELETE', /^\/team\/invitations\/i2$/)).toHaveLength(1);
  });
});
