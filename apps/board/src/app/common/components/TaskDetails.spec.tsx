import { screen } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { task } from '../../../testing/board-fixtures';
import { TaskDetails, type TaskDetailsProps } from './TaskDetails';

const now = new Date('2026-03-10T10:00:00.000Z');
const detailed = task('t1', {
  priority: 'high',
  dueDate: '2026-03-09',
  estimatedTime: 2.5,
  isClientVisible: true,
  tags: '["web","seo"]',
  description: '',
});

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

const renderDetails = (props: Partial<TaskDetailsProps> = {}, language = 'en') =>
  renderWithProviders(
    <TaskDetails
      task={detailed}
      now={now}
      language="en"
      canEdit={false}
      showVisibility
      onStatus={jest.fn()}
      {...props}
    />,
    { language },
  );

describe('TaskDetails', () => {
  it('shows the facts: status, project, priority, assignee, due date and its state, hours, visibility and tags', async () => {
    await renderDetails();
    expect(fact('Status')).toHaveTextContent('To do');
    expect(fact('Project')).toHaveTextContent('Website-Relaunch');
    expect(fact('Priority')).toHaveTextContent('High');
    expect(fact('Assigned to')).toHaveTextContent('Tom Team');
    expect(fact('Due date')).toHaveTextContent('09/03/2026Overdue');
    expect(fact('Estimated hours')).toHaveTextContent('2.5 hrs');
    expect(fact('Visible to the client')).toHaveTextContent('Visible to client');
    expect(fact('Tags')).toHaveTextContent('webseo');
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(screen.getByText(/^Created /)).toBeInTheDocument();
  });

  it('gives editors a status select instead of the status fact, and hides the visibility from clients', async () => {
    await renderDetails({ canEdit: true, showVisibility: false, task: { ...detailed, assignedTo: null, tags: '' } });
    expect(screen.queryByText('Status', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByText('Visible to the client', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('Assigned to')).toHaveTextContent('Unassigned');
    expect(fact('Tags')).toHaveTextContent('–');
  });

  it('writes dates and hours in the given language', async () => {
    await renderDetails({ language: 'de' }, 'de');
    expect(screen.getByText('09.03.2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('2,5 Std.')).toBeInTheDocument();
  });
});
