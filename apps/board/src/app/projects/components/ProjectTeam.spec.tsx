import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { people } from '../../../testing/board-fixtures';
import { ProjectTeam } from './ProjectTeam';

describe('ProjectTeam', () => {
  it('lists the people assigned to the tasks in a titled section', async () => {
    await renderWithProviders(<ProjectTeam members={[people.admin, people.team]} />);
    const section = screen.getByRole('region', { name: 'Team' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/ /).textContent),
    ).toEqual(['Anna Admin', 'Tom Team']);
  });

  it('says when nobody is assigned yet', async () => {
    await renderWithProviders(<ProjectTeam members={[]} />);
    expect(screen.getByText('Nobody is assigned to a task yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
