import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecurrenceView } from '@taskflow/contracts';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { sessionUser, task } from '../../../../testing/board-fixtures';
import { serveBoard } from '../../../../testing/board-api';
import { TaskModal } from '../../components/TaskModal';

const RULE: RecurrenceView = {
  seriesId: 's1',
  rule: 'DTSTART;TZID=Europe/Berlin:20270131T090000\nRRULE:FREQ=MONTHLY;INTERVAL=1;WKST=MO;BYMONTHDAY=31',
  pattern: { frequency: 'monthly', interval: 1, weekdays: [], monthDay: 31, nthWeekday: null, ends: { type: 'never' } },
  creation: 'on_completion',
  leadDays: null,
  timeZone: 'Europe/Berlin',
  startDate: '2027-01-31',
  occurrenceIndex: 0,
  nextDates: ['2027-03-31', '2027-05-31', '2027-07-31'],
};

const renderModal = (kind: 'admin' | 'client', language = 'en') =>
  renderWithProviders(<TaskModal taskId="t1" onClose={jest.fn()} />, { user: sessionUser(kind), language });

describe('Repeat in the task modal', () => {
  it('shows the rule in words and the next three dates, in German too', async () => {
    serveBoard({
      tasks: [task('t1', { title: 'Wartung', dueDate: '2027-01-31', recurrence: { seriesId: 's1', rule: RULE.rule } })],
    });
    apiServer.use(apiRoute.get('/tasks/t1/recurrence', () => RULE));
    await renderModal('admin', 'de');
    const section = await screen.findByRole('region', { name: 'Wiederholung' });
    expect(await within(section).findByText('Jeden Monat am 31.')).toBeVisible();
    expect(within(section).getByRole('list', { name: 'Nächste Fälligkeiten' })).toHaveTextContent(
      /31\.03\.2027.*31\.05\.2027.*31\.07\.2027/,
    );
    expect(within(section).getByRole('button', { name: 'Nicht mehr wiederholen' })).toBeEnabled();
  });

  it('lets an editor make a task repeat monthly on its due day, and sends that rule', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Report', dueDate: '2027-02-15' })] });
    apiServer.use(apiRoute.put('/tasks/t1/recurrence', () => ({ ...RULE, startDate: '2027-02-15' })));
    await renderModal('admin');
    const section = await screen.findByRole('region', { name: 'Repeat' });
    expect(within(section).getByText('This task does not repeat.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Make it repeat' }));
    await user.click(within(section).getByRole('button', { name: 'Save repetition' }));
    expect(await within(section).findByRole('button', { name: 'Make it repeat' })).toHaveFocus();
    const [sent] = sentRequests('PUT', '/tasks/t1/recurrence');
    expect(sent.body).toEqual({ frequency: 'monthly', interval: 1, monthDay: 15, ends: { type: 'never' } });
  });

  it('lets an editor have each task made some days before it is due, by keyboard, and sends that choice', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Report', dueDate: '2027-02-15' })] });
    apiServer.use(apiRoute.put('/tasks/t1/recurrence', () => ({ ...RULE, creation: 'ahead', leadDays: 3 })));
    await renderModal('admin');
    const section = await screen.findByRole('region', { name: 'Repeat' });
    await user.click(within(section).getByRole('button', { name: 'Make it repeat' }));
    const choice = within(section).getByRole('group', { name: 'Create the next task' });
    const onCompletion = within(choice).getByRole('radio', { name: 'when this one is completed' });
    expect(onCompletion).toBeChecked();
    expect(within(section).queryByRole('spinbutton', { name: /Days before it is due/ })).toBeNull();
    onCompletion.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(choice).getByRole('radio', { name: 'a number of days before it is due' })).toBeChecked();
    const days = within(section).getByRole('spinbutton', { name: /Days before it is due/ });
    expect(days).toHaveValue('7');
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(section).getByRole('button', { name: 'Save repetition' }));
    await within(section).findByRole('button', { name: 'Make it repeat' });
    const [sent] = sentRequests('PUT', '/tasks/t1/recurrence');
    expect(sent.body).toEqual({
      frequency: 'monthly',
      interval: 1,
      monthDay: 15,
      ends: { type: 'never' },
      creation: 'ahead',
      leadDays: 3,
    });
  });

  it('says when the next task is made: on completion, or the lead days before (German too)', async () => {
    serveBoard({
      tasks: [task('t1', { title: 'Wartung', dueDate: '2027-01-31', recurrence: { seriesId: 's1', rule: RULE.rule } })],
    });
    apiServer.use(
      apiRoute.get('/tasks/t1/recurrence', () => ({
        ...RULE,
        pattern: { ...RULE.pattern, creation: 'ahead', leadDays: 7 },
        creation: 'ahead',
        leadDays: 7,
      })),
    );
    await renderModal('admin', 'de');
    const section = await screen.findByRole('region', { name: 'Wiederholung' });
    expect(await within(section).findByText('Jede Aufgabe wird 7 Tage vor ihrer Fälligkeit angelegt.')).toBeVisible();
  });

  it('shows a client the rule read-only, and nothing on a task that does not repeat', async () => {
    serveBoard({ tasks: [task('t1', { title: 'Wartung', recurrence: { seriesId: 's1', rule: RULE.rule } })] });
    apiServer.use(apiRoute.get('/tasks/t1/recurrence', () => RULE));
    await renderModal('client');
    const section = await screen.findByRole('region', { name: 'Repeat' });
    expect(await within(section).findByText('Every month on day 31')).toBeVisible();
    expect(within(section).getByText('The next task is created when this one is completed.')).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
