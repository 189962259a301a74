import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { member } from '../testing/team-fixtures';
import { TeamMemberList } from './TeamMemberList';

const now = new Date('2026-03-10T10:00:00.000Z');

describe('TeamMemberList', () => {
  it('shows a row per member, sorts by the pressed header, and a row opens the member', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    await renderWithProviders(
      <TeamMemberList
        members={[member('u2', 'Tom', { figures: { ...member('u2', 'Tom').figures, lastActivityAt: null } })]}
        sort={{ key: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
        now={now}
      />,
    );
    const table = screen.getByRole('table', { name: 'Team' });
    expect(within(table).getByRole('columnheader', { name: /Member/ })).toHaveAttribute('aria-sort', 'ascending');
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Frontend Developer');
    expect(row).toHaveTextContent('Never');
    await user.click(within(table).getByRole('button', { name: /Workload/ }));
    expect(onSortChange).toHaveBeenCalledWith('workload');
    await user.click(within(row).getByRole('link', { name: 'Tom Muster' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/team/u2'));
  });
});
