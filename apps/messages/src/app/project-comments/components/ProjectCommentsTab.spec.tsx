import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeaderProvider, usePageHeaderState } from '@taskflow/app-providers';
import type { CommentCounts, ProjectCommentOverview, TaskCommentOverview } from '@taskflow/contracts';
import { FakeMessagingServer } from '../../../testing/fake-messaging-server';
import { people } from '../../../testing/messaging-data';
import { admin, client, renderMessagesScreen } from '../../../testing/render-messages';
import { MessagesPage } from '../../messages/components/MessagesPage';

const counts = (total: number, unread = 0): CommentCounts => ({ total, unread, lastCommentAt: null });

function project(
  id: string,
  name: string,
  company: { id: string; name: string },
  projectComments: CommentCounts | null,
  taskComments: CommentCounts,
): ProjectCommentOverview {
  return {
    project: { id, name, status: 'in_progress', isActive: true, clientCompany: company },
    projectComments,
    taskComments,
    unreadCount: (projectComments?.unread ?? 0) + taskComments.unread,
  };
}

function task(id: string, title: string, comments: CommentCounts, isClientVisible = true): TaskCommentOverview {
  return { id, title, status: 'todo', isClientVisible, comments };
}

const mueller = { id: 'company-1', name: 'Müller Bau GmbH' };
const baecker = { id: 'company-2', name: 'Sonnenschein Bäckerei' };

function TitleProbe() {
  return <p data-testid="page-title">{usePageHeaderState().title ?? ''}</p>;
}

const renderPage = (route: string, user = admin()) =>
  renderMessagesScreen(
    <PageHeaderProvider>
      <MessagesPage />
      <TitleProbe />
    </PageHeaderProvider>,
    { route, user },
  );

const projectNames = () =>
  screen.getAllByTestId('project-item').map((item) => item.querySelector('strong')?.textContent);

describe('project comments', () => {
  let server: FakeMessagingServer;

  beforeEach(() => {
    server = new FakeMessagingServer(people.admin).install();
    server.overview = {
      projects: [
        project('p-a', 'Bautagebuch-App', mueller, counts(3), counts(2)),
        project('p-b', 'Online-Bestellsystem', baecker, counts(2, 1), counts(4, 2)),
        project('p-c', 'Website-Relaunch', mueller, counts(1), counts(6, 1)),
        project('p-d', 'Archiv', baecker, counts(0), counts(0)),
      ],
    };
    server.projectDetails = {
      'p-c': {
        overview: server.overview.projects[2],
        tasks: [task('t-1', 'Hosting einrichten', counts(1), false), task('t-2', 'Startseite gestalten', counts(5, 1))],
      },
      'p-a': { overview: server.overview.projects[0], tasks: [] },
    };
  });

  afterEach(() => server.api.uninstall());

  it('lists the projects unread first, then by name, with client, counts and unread badge', async () => {
    await renderPage('/dashboard/messages');
    await waitFor(() => expect(screen.getAllByTestId('project-item')).toHaveLength(4));
    expect(projectNames()).toEqual(['Online-Bestellsystem', 'Website-Relaunch', 'Archiv', 'Bautagebuch-App']);
    const [first] = screen.getAllByTestId('project-item');
    expect(first).toHaveTextContent('Sonnenschein Bäckerei');
    expect(first).toHaveTextContent('2 project messages · 4 task messages');
    expect(within(first).getByTestId('project-unread')).toHaveTextContent('3 unread');
    expect(screen.getAllByText('Live').length).toBeGreaterThan(0);
  });

  it('searches by project or client and offers a reset link when nothing matches', async () => {
    await renderPage('/dashboard/messages');
    await waitFor(() => expect(screen.getAllByTestId('project-item')).toHaveLength(4));
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    await userEvent.type(search, 'müller');
    expect(projectNames()).toEqual(['Website-Relaunch', 'Bautagebuch-App']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    expect(screen.getByText('No project matches your search.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset search' }));
    expect(search).toHaveValue('');
    expect(screen.getAllByTestId('project-item')).toHaveLength(4);
  });

  it('opens and closes a project with its project messages and tasks; a task links to the board and the project', async () => {
    await renderPage('/dashboard/messages');
    await waitFor(() => expect(screen.getAllByTestId('project-item')).toHaveLength(4));
    expect(screen.getByText('Select a task')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Website-Relaunch/ });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const threads = await screen.findByRole('list', { name: 'Messages of Website-Relaunch' });
    await waitFor(() =>
      expect(
        within(threads)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Project messages1', 'Hosting einrichten1', 'Startseite gestaltenVisible to the client511 unread']),
    );
    // Clients see the eye marker's meaning only as the team: the team sees which tasks clients can see.
    expect(within(threads).getAllByTitle('Visible to the client')).toHaveLength(1);

    await userEvent.click(within(threads).getByRole('button', { name: /Startseite gestalten/ }));
    expect(screen.getByRole('heading', { name: 'Startseite gestalten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View task' })).toHaveAttribute(
      'href',
      '/dashboard/kanban?projectId=p-c&taskId=t-2',
    );
    expect(screen.getByRole('link', { name: 'View project' })).toHaveAttribute('href', '/dashboard/projects/p-c');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Messages of Website-Relaunch' })).not.toBeInTheDocument();
  });

  it('opens the chosen thread; a team member’s comment from this page is client-visible unless made internal', async () => {
    server.threads = {
      'task:t-2': [
        {
          id: 'c-1',
          content: 'Wie ist der Stand?',
          isInternal: false,
          isReadByTeam: true,
          isReadByClient: true,
          createdAt: '2026-03-01T09:00:00.000Z',
          updatedAt: '2026-03-01T09:00:00.000Z',
          userId: people.client.id,
          user: people.client,
          taskId: 't-2',
          task: { id: 't-2', title: 'Startseite gestalten', projectId: 'p-c' },
        },
      ],
    };
    await renderPage('/dashboard/messages?projectId=p-c');
    await userEvent.click(await screen.findByRole('button', { name: /Startseite gestalten/ }));
    expect(await screen.findByText('Wie ist der Stand?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Visible to the client' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Bis Freitag');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.api.callsTo('POST', '/comments/tasks')).toHaveLength(1));
    expect(server.api.callsTo('POST', '/comments/tasks')[0].body).toEqual({
      taskId: 't-2',
      content: 'Bis Freitag',
      isInternal: false,
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Internal (team only)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Nur intern');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.api.callsTo('POST', '/comments/tasks')).toHaveLength(2));
    expect(server.api.callsTo('POST', '/comments/tasks')[1].body).toMatchObject({ isInternal: true });
  });

  it('with customerId shows that customer’s projects, opens the first one and clears the filter on request', async () => {
    const { socket } = await renderPage('/dashboard/messages?customerId=company-1');
    await waitFor(() => expect(projectNames()).toEqual(['Website-Relaunch', 'Bautagebuch-App']));
    expect(screen.getByText('Showing the projects of Müller Bau GmbH')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Website-Relaunch/ })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { name: 'Project messages' })).toBeInTheDocument();
    // The thread joins its room once its comments are there; under load that can come after the heading.
    await waitFor(() => expect(socket.sentOf('join:project')).toEqual([{ projectId: 'p-c' }]));

    await userEvent.click(screen.getByRole('button', { name: 'Show all projects' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/messages$/));
    expect(screen.getAllByTestId('project-item')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Project messages' })).toBeInTheDocument();
  });

  it('with projectId selects that project and names it in the title', async () => {
    await renderPage('/dashboard/messages?projectId=p-a');
    await waitFor(() => expect(projectNames()).toEqual(['Bautagebuch-App']));
    expect(screen.getByText('Showing project Bautagebuch-App')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Messages · Bautagebuch-App');
    expect(await screen.findByText('This project has no tasks you can see.')).toBeInTheDocument();
  });

  it('reloads the counts when the server says the user’s unread comments changed', async () => {
    const { socket } = await renderPage('/dashboard/messages');
    await waitFor(() => expect(screen.getAllByTestId('project-item')).toHaveLength(4));
    server.overview = {
      projects: [
        project('p-a', 'Bautagebuch-App', mueller, counts(4, 1), counts(2)),
        ...server.overview.projects.slice(1),
      ],
    };
    act(() => socket.receive('unread_count:updated', { kind: 'comments', count: 4 }));
    await waitFor(() => expect(projectNames()[0]).toBe('Bautagebuch-App'));
  });

  it('shows a client no client-visibility markers and only what the server gives them', async () => {
    server.api.uninstall();
    server = new FakeMessagingServer(people.client).install();
    server.overview = { projects: [project('p-c', 'Website-Relaunch', mueller, counts(1), counts(1))] };
    server.projectDetails = {
      'p-c': { overview: server.overview.projects[0], tasks: [task('t-2', 'Startseite gestalten', counts(1))] },
    };
    await renderPage('/dashboard/messages', client());
    await userEvent.click(await screen.findByRole('button', { name: /Website-Relaunch/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Startseite gestalten/ }));
    expect(screen.queryByTitle('Visible to the client')).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Internal (team only)' })).not.toBeInTheDocument();
  });
});
