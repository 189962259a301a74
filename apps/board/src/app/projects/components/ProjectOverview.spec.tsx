import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { project } from '../../../testing/board-fixtures';
import { ProjectOverview, type ProjectOverviewProps } from './ProjectOverview';

const detail = { ...project('p1', 'Website-Relaunch'), description: 'Neue Website', notes: 'Marge knapp' };
const summary = { taskCount: 4, completedTasks: 1, progress: 25 };
const now = new Date('2026-03-01T10:00:00.000Z');

const renderOverview = (props: Partial<ProjectOverviewProps> = {}) =>
  renderWithProviders(<ProjectOverview project={detail} summary={summary} now={now} isClient={false} {...props} />);

describe('ProjectOverview', () => {
  it('shows the name, state and status, description, progress and notes', async () => {
    await renderOverview();
    const heading = screen.getByRole('heading', { name: 'Website-Relaunch', level: 2 });
    expect(heading).toHaveAttribute('id', 'project-name');
    expect(screen.getByTestId('project-state')).toHaveTextContent('Active');
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Neue Website')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 tasks completed · 25 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of Website-Relaunch' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByTestId('project-notes')).toHaveTextContent('Marge knapp');
  });

  it('offers Mark complete and Edit only when the page gives them', async () => {
    const user = userEvent.setup();
    const onComplete = jest.fn();
    const onEdit = jest.fn();
    const { unmount } = await renderOverview();
    expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    unmount();

    await renderOverview({ onComplete, onEdit });
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('shows a client the progress of their shared tasks and no notes', async () => {
    await renderOverview({ isClient: true, project: { ...detail, description: '' } });
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(screen.getByText(/tasks shared with you completed/)).toBeInTheDocument();
    expect(screen.queryByTestId('project-notes')).not.toBeInTheDocument();
  });

  it("goes to the project's task list, board and messages", async () => {
    const user = userEvent.setup();
    await renderOverview();
    const goTo = screen.getByRole('navigation', { name: 'Go to' });
    await user.click(within(goTo).getByRole('button', { name: 'Messages of Website-Relaunch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/messages?projectId=p1'));
    await user.click(within(goTo).getByRole('button', { name: 'Task list of Website-Relaunch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/tasks?projectId=p1'));
  });
});
