import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { weekStartOf, localDay, addDays } from '@taskflow/domain';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { serveBoard } from '../../../testing/board-api';
import { people, sessionUser, task } from '../../../testing/board-fixtures';
import { serveTime, timeEntry } from '../../../testing/time-api';
import { TimesheetPage } from './TimesheetPage';

const monday = weekStartOf(localDay(new Date()));
const lastMonday = addDays(monday, -7);

const renderPage = (kind: 'admin' | 'team' = 'admin', language = 'en') =>
  renderWithProviders(<TimesheetPage />, { user: sessionUser(kind), language });

describe('TimesheetPage', () => {
  beforeEach(() => serveBoard({ tasks: [task('t1', { title: 'Fix login' }), task('t2', { title: 'Hero banner' })] }));

  it('fills last week by keyboard: arrows move, typing edits in the language, Enter saves, focus stays', async () => {
    const user = userEvent.setup();
    const server = serveTime({ entries: [timeEntry('e1', { date: lastMonday, minutes: 60 })] });
    await renderPage('admin', 'de');
    await user.click(screen.getByRole('button', { name: 'Vorige Woche' }));
    const grid = await screen.findByRole('grid');
    const monCell = within(grid).getByRole('gridcell', { name: /^Fix login, Mo\.,? \d+\.: 1 Std\.$/ });
    expect(monCell).toHaveTextContent('1');

    monCell.focus();
    await user.keyboard('{ArrowRight}');
    const tueCell = within(grid).getByRole('gridcell', { name: /^Fix login, Di\.,? \d+\.: 0 Std\.$/ });
    expect(tueCell).toHaveFocus();
    await user.keyboard('1,5{Enter}');

    await waitFor(() => expect(within(grid).getByRole('gridcell', { name: /Di\.,? \d+\.: 1,5 Std\.$/ })).toHaveFocus());
    expect(sentRequests('POST', '/time/entries')[0]?.body).toMatchObject({
      taskId: 't1',
      projectId: 'p1',
      date: addDays(lastMonday, 1),
      minutes: 90,
    });
    expect(within(grid).getByTestId('week-total')).toHaveTextContent('2,5');

    // Enter edits the value as it is; Escape cancels without saving.
    await user.keyboard('{Enter}');
    const input = within(grid).getByRole('textbox', { name: /Fix login, Di/ });
    expect(input).toHaveValue('1,5');
    await user.clear(input);
    await user.type(input, '3{Escape}');
    expect(within(grid).getByRole('gridcell', { name: /Di\.,? \d+\.: 1,5 Std\.$/ })).toHaveFocus();

    // A change goes to the entry; a bad value stays at the cell with its error.
    await user.keyboard('{ArrowLeft}2{Enter}');
    await waitFor(() => expect(within(grid).getByRole('gridcell', { name: /Mo\.,? \d+\.: 2 Std\.$/ })).toHaveFocus());
    expect(server.entries.find((entry) => entry.id === 'e1')?.minutes).toBe(120);
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}x{Enter}');
    expect(await within(grid).findByRole('alert')).toHaveTextContent('Geben Sie Stunden wie 1,5 oder 1:30 ein.');
  });

  it('adds a row for a project task, and shows the empty week with its way forward', async () => {
    const user = userEvent.setup();
    serveTime();
    await renderPage('team');
    expect(await screen.findByText('No time recorded this week yet. Add a row to start.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a row' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose a project.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Project/ }), 'p1');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Task (optional)' }), 't2');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('rowheader', { name: /Hero banner/ })).toBeInTheDocument();
  });

  it('shows a locked week read-only with a clear message, and lets an admin unlock it', async () => {
    const user = userEvent.setup();
    serveTime({
      entries: [timeEntry('e1', { date: monday, minutes: 60 })],
      weeks: { [`${people.admin.id}:${monday}`]: 'locked' },
    });
    await renderPage('admin');
    expect(await screen.findByTestId('week-locked')).toHaveTextContent('This week is locked');
    const cell = within(screen.getByRole('grid')).getByRole('gridcell', { name: /^Fix login, .*: 1 h$/ });
    expect(cell).toHaveAttribute('aria-readonly', 'true');
    cell.focus();
    await user.keyboard('2{Enter}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(sentRequests('PUT', '/time/entries/e1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unlock week' }));
    expect(await screen.findByText('Week unlocked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('week-locked')).not.toBeInTheDocument());
  });

  it('lets a team member submit their own week, without lock or person switch', async () => {
    const user = userEvent.setup();
    serveTime({ me: people.team.id, entries: [timeEntry('e1', { userId: people.team.id, date: monday })] });
    await renderPage('team');
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Lock week' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Person' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit week' }));
    await waitFor(() => expect(screen.getByTestId('week-status')).toHaveTextContent('Submitted'));
  });

  it('lets an admin open a team member’s week', async () => {
    const user = userEvent.setup();
    serveTime({ entries: [timeEntry('e9', { userId: people.team.id, date: monday, taskTitle: 'Tom’s task' })] });
    await renderPage('admin');
    await screen.findByText('No time recorded this week yet. Add a row to start.');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Person' }), people.team.id);
    expect(await screen.findByRole('rowheader', { name: /Tom’s task/ })).toBeInTheDocument();
    expect(screen.getByText('You are viewing the week of Tom Team.')).toBeInTheDocument();
    expect(sentRequests('GET', '/time/timesheet').at(-1)?.query.get('userId')).toBe(people.team.id);
  });

  it('offers a retry when the week cannot be loaded', async () => {
    const user = userEvent.setup();
    let down = true;
    serveTime();
    apiServer.use(
      apiRoute.get('/time/timesheet', () =>
        down
          ? apiError(500, 'INTERNAL_ERROR', { message: 'boom' })
          : {
              userId: 'u',
              weekStart: monday,
              status: 'open',
              submittedAt: null,
              lockedAt: null,
              rows: [],
              minutesByDay: [0, 0, 0, 0, 0, 0, 0],
              totalMinutes: 0,
            },
      ),
    );
    await renderPage('admin');
    expect(await screen.findByText('The timesheet could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText('No time recorded this week yet. Add a row to start.')).toBeInTheDocument();
  });

  it('adds time by hand with a note, changes it and deletes it after confirming, all in the entry dialog', async () => {
    const user = userEvent.setup();
    const server = serveTime({ entries: [timeEntry('e1', { date: monday, minutes: 30, note: 'Call' })] });
    await renderPage('admin');
    await screen.findByRole('grid');

    await user.click(screen.getByRole('button', { name: 'Add time' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add time' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Project/ }), 'p1');
    await user.type(within(dialog).getByRole('textbox', { name: /Hours/ }), '1:30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Workshop');
    await user.click(within(dialog).getByRole('checkbox', { name: /Billable/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save time' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add time' })).not.toBeInTheDocument());
    expect(sentRequests('POST', '/time/entries')[0]?.body).toMatchObject({
      projectId: 'p1',
      taskId: null,
      date: localDay(new Date()),
      minutes: 90,
      note: 'Workshop',
      billable: false,
    });

    await user.click(await screen.findByRole('button', { name: /^Change time of .* \(0\.5\)$/ }));
    dialog = await screen.findByRole('dialog', { name: 'Change time' });
    const hours = within(dialog).getByRole('textbox', { name: /Hours/ });
    expect(hours).toHaveValue('0.5');
    await user.clear(hours);
    await user.type(hours, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save time' }));
    expect(await within(dialog).findByText('An entry can be at most 24 hours.')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '0.75');
    await user.click(within(dialog).getByRole('button', { name: 'Save time' }));
    await waitFor(() => expect(server.entries.find((entry) => entry.id === 'e1')?.minutes).toBe(45));

    await user.click(await screen.findByRole('button', { name: /^Change time of .* \(0\.75\)$/ }));
    dialog = await screen.findByRole('dialog', { name: 'Change time' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete time' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this time?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete time' }));
    await waitFor(() => expect(server.entries.some((entry) => entry.id === 'e1')).toBe(false));
  });
});
