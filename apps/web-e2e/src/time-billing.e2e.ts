import type { Page } from '@playwright/test';
import type { ProjectTimeSettingsView, TimeEntryView } from '@taskflow/contracts';
import { dateField, typeDate, typedDate } from './support/dates';
import { expect, test } from './support/fixtures';
import { addTeamMember, registerAgency, signInWithToken } from './support/session';
import {
  agencyWithTask,
  api,
  daysAgo,
  lastWeekMonday,
  localDay,
  mondayWeeksAgo,
  plusDays,
  unique,
  type Api,
} from './support/time-tracking';

// Time tracking's money side (docs/time-tracking.md) through the page: an admin marks entries billed in the report's
// billing section (by keyboard) and they lock; the report's filters change its totals; a project's time settings are
// saved from the project's page. Set-up goes through the API; each journey works in an agency of its own.

async function newEntry(call: Api, entry: Record<string, unknown>): Promise<TimeEntryView> {
  const made = await call<TimeEntryView>('post', '/time/entries', entry);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

/** Many entries at once (a few requests at a time), in the order given. */
async function newEntries(call: Api, entries: Record<string, unknown>[]): Promise<TimeEntryView[]> {
  const made: TimeEntryView[] = [];
  for (let start = 0; start < entries.length; start += 20)
    made.push(...(await Promise.all(entries.slice(start, start + 20).map((entry) => newEntry(call, entry)))));
  return made;
}

/** A figure of the report's summary (hours, billable, amount), without its label. */
const summary = (page: Page, key: 'hours' | 'billable' | 'amount') =>
  page.getByTestId(`summary-${key}`).locator(':scope > *').last();

/**
 * Expects a breakdown of the report (its heading, e.g. "By client") to list exactly these rows, in this order:
 * name, hours, billable hours, and the amount when given.
 */
async function expectTotals(page: Page, title: string, rows: string[][]): Promise<void> {
  const body = page.getByRole('region', { name: title, exact: true }).locator('tbody tr');
  await expect(body.getByRole('rowheader')).toHaveText(rows.map(([name]) => name));
  for (const [index, [, ...figures]] of rows.entries()) {
    const cells = body.nth(index).getByRole('cell');
    for (const [column, figure] of figures.entries()) await expect(cells.nth(column)).toHaveText(figure);
  }
}

const billingSection = (page: Page) => page.getByRole('region', { name: 'Entries', exact: true });

/** Every PUT of a project's time settings the page sends, for "nothing was sent". */
function timeSettingsWrites(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/time-settings')) sent.push(request.url());
  });
  return sent;
}

async function projectOfNewClient(call: Api, label: string) {
  const company = await call<{ id: string; name: string }>('post', '/client-companies', { name: unique(label) });
  expect(company.status).toBe(201);
  const project = await call<{ id: string; name: string }>('post', '/projects', {
    name: unique(`${label} project`),
    description: 'Report filter browser test',
    startDate: '2026-01-01',
    clientCompanyId: company.body.id,
  });
  expect(project.status).toBe(201);
  return { client: company.body, project: project.body };
}

async function taskOn(call: Api, projectId: string, assignedToId: string, label: string) {
  const task = await call<{ id: string; title: string }>('post', '/tasks', {
    title: unique(label),
    description: 'Made by the browser test',
    projectId,
    assignedToId,
    status: 'todo',
    isClientVisible: false,
  });
  expect(task.status).toBe(201);
  return task.body;
}

test.describe('time billing and reports', () => {
  test('an admin marks entries billed with an invoice reference by keyboard; they lock in the API and the timesheet', async ({
    page,
    request,
  }) => {
    const { owner, call, project, task } = await agencyWithTask(request);
    expect((await call('put', `/projects/${project.id}/time-settings`, { hourlyRateCents: 9000 })).status).toBe(200);
    const monday = lastWeekMonday();
    // The report lists the newest first: Thursday's (not billable), Wednesday's, Tuesday's, Monday's.
    const hour = await newEntry(call, {
      taskId: task.id,
      date: plusDays(monday, 2),
      minutes: 60,
      note: 'Design',
      billable: true,
    });
    const hourAndHalf = await newEntry(call, {
      taskId: task.id,
      date: plusDays(monday, 1),
      minutes: 90,
      note: 'Build',
      billable: true,
    });
    const halfHour = await newEntry(call, {
      taskId: task.id,
      date: monday,
      minutes: 30,
      note: 'Review',
      billable: true,
    });
    await newEntry(call, {
      taskId: task.id,
      date: plusDays(monday, 3),
      minutes: 45,
      note: 'Internal',
      billable: false,
    });
    const selectName = (day: string, hours: string) => `Select entry of ${typedDate(day, 'en')} · ${hours}`;

    await signInWithToken(page, owner);
    await page.goto('/dashboard/time/reports?lng=en');
    await typeDate(dateField(page, 'From'), monday, 'en');
    await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: project.name });
    await expect(summary(page, 'hours')).toHaveText('3.75');
    await expect(summary(page, 'amount')).toHaveText('€270.00');

    const billing = billingSection(page);
    // Only open billable entries can be picked: the non-billable one is listed without a checkbox.
    const entryBoxes = billing.getByRole('checkbox', { name: /^Select entry of/ });
    await expect(entryBoxes).toHaveCount(3);
    const selectAll = billing.getByRole('checkbox', { name: 'Select all open entries (3)' });
    await expect(selectAll).not.toBeChecked();
    const markBilled = billing.getByRole('button', { name: 'Mark billed' });
    await expect(markBilled).toBeDisabled();

    // By keyboard: Space picks the first, Tab moves to the next and Space picks it, Shift+Tab back to the button.
    const first = billing.getByRole('checkbox', { name: selectName(hour.date, '1') });
    const second = billing.getByRole('checkbox', { name: selectName(hourAndHalf.date, '1.5') });
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toBeChecked();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(selectAll).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(markBilled).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Mark 2 entries billed' });
    const reference = dialog.getByRole('textbox', { name: 'Invoice reference' });
    await expect(reference).toBeFocused();
    // Without a reference the form says so and sends nothing.
    await page.keyboard.press('Enter');
    await expect(reference).toHaveAccessibleDescription('Enter the invoice reference.');
    await expect(reference).toBeFocused();
    await page.keyboard.type('INV-2026-017');
    const marked = page.waitForResponse(
      (response) => response.url().endsWith('/api/time/entries/billed') && response.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await marked).status()).toBe(200);

    await expect(page.getByText('2 entries marked billed.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The button that opened the dialog is disabled now: the focus goes to the section's heading, not the body.
    await expect(billing.getByRole('heading', { name: 'Entries' })).toBeFocused();
    const billedRows = billing.getByRole('listitem').filter({ hasText: 'Billed (INV-2026-017)' });
    await expect(billedRows).toHaveCount(2);
    await expect(billing.locator(`[data-entry-id="${hour.id}"]`)).toContainText('Billed (INV-2026-017)');
    await expect(billing.locator(`[data-entry-id="${hourAndHalf.id}"]`)).toContainText('Billed (INV-2026-017)');
    await expect(entryBoxes).toHaveCount(1);
    await expect(billing.getByRole('checkbox', { name: selectName(halfHour.date, '0.5') })).not.toBeChecked();
    const selectRest = billing.getByRole('checkbox', { name: 'Select all open entries (1)' });
    await expect(selectRest).not.toBeChecked();
    await expect(markBilled).toBeDisabled();
    // Select all, by mouse, picks the open entry that is left and enables the button; again, it lets go.
    await selectRest.click();
    await expect(billing.getByRole('checkbox', { name: selectName(halfHour.date, '0.5') })).toBeChecked();
    await expect(markBilled).toBeEnabled();
    await selectRest.click();
    await expect(billing.getByRole('checkbox', { name: selectName(halfHour.date, '0.5') })).not.toBeChecked();
    await expect(markBilled).toBeDisabled();

    // The API holds the billing: time, reference and the rate of that moment; the others stay open.
    const entries = await call<TimeEntryView[]>('get', `/time/entries?taskId=${task.id}`);
    const byId = new Map(entries.body.map((entry) => [entry.id, entry]));
    for (const id of [hour.id, hourAndHalf.id]) {
      expect(byId.get(id)).toMatchObject({ invoiceReference: 'INV-2026-017', locked: true });
      expect(byId.get(id)?.billedAt).toEqual(expect.any(String));
    }
    expect(byId.get(halfHour.id)).toMatchObject({ billedAt: null, invoiceReference: null, locked: false });
    const billed = await call<TimeEntryView[]>('get', `/time/entries?taskId=${task.id}&billed=true`);
    expect(billed.body.map((entry) => entry.id).sort()).toEqual([hour.id, hourAndHalf.id].sort());

    // A billed entry refuses changes and deletion, also from its admin.
    const edit = await call<{ code: string }>('put', `/time/entries/${hour.id}`, { minutes: 120 });
    expect([edit.status, edit.body.code]).toEqual([409, 'TIME_ENTRY_LOCKED']);
    const removal = await call<{ code: string }>('delete', `/time/entries/${hourAndHalf.id}`);
    expect([removal.status, removal.body.code]).toEqual([409, 'TIME_ENTRY_LOCKED']);
    // Billed at the project's rate of that moment: a later rate does not change the report's amount.
    await call('put', `/projects/${project.id}/time-settings`, { hourlyRateCents: 12000 });
    await page.reload();
    await typeDate(dateField(page, 'From'), monday, 'en');
    await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: project.name });
    // 2.5 billed hours at 90 € and 0.5 open hours at 120 €.
    await expect(summary(page, 'amount')).toHaveText('€285.00');

    // The timesheet shows the billed days read-only and offers no change for billed entries.
    await page.goto('/dashboard/time?lng=en');
    await page.getByRole('button', { name: 'Previous week' }).click();
    const grid = page.getByRole('grid');
    const cell = (day: string, hours: string) =>
      grid.getByRole('gridcell', { name: new RegExp(`^${task.title}, ${day}.*: ${hours} h$`) });
    await expect(cell('Wed', '1')).toHaveAttribute('aria-readonly', 'true');
    await expect(cell('Tue', '1\\.5')).toHaveAttribute('aria-readonly', 'true');
    await expect(cell('Mon', '0\\.5')).not.toHaveAttribute('aria-readonly');
    const weekEntries = page.getByRole('region', { name: 'Entries', exact: true });
    await expect(weekEntries.getByRole('listitem')).toHaveCount(4);
    await expect(weekEntries.getByRole('button', { name: /^Change time of / })).toHaveCount(2);
    await expect(weekEntries.locator(`[data-entry-id="${hour.id}"]`).getByRole('button')).toHaveCount(0);
    await expect(weekEntries.locator(`[data-entry-id="${hourAndHalf.id}"]`).getByRole('button')).toHaveCount(0);

    // Typing into a billed day's cell by keyboard changes nothing.
    await cell('Wed', '1').focus();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect(cell('Wed', '1')).toBeFocused();
    expect((await call<TimeEntryView[]>('get', `/time/entries?taskId=${task.id}`)).body).toContainEqual(
      expect.objectContaining({ id: hour.id, minutes: 60 }),
    );
  });

  test('the report filters (dates, client, project, person, billable) change the totals', async ({ page, request }) => {
    const owner = await registerAgency(request);
    const call = api(request, owner.token);
    const member = await addTeamMember(request, owner.token);
    const a = await projectOfNewClient(call, 'Alpha');
    const b = await projectOfNewClient(call, 'Beta');
    expect((await call('put', `/projects/${a.project.id}/time-settings`, { hourlyRateCents: 10000 })).status).toBe(200);
    const taskA = await taskOn(call, a.project.id, owner.user.id, 'Alpha task');
    const taskB = await taskOn(call, b.project.id, member.user.id, 'Beta task');
    const recent = lastWeekMonday();
    const old = mondayWeeksAgo(3);
    const made = [
      { userId: owner.user.id, taskId: taskA.id, date: recent, minutes: 120, billable: true },
      { userId: member.user.id, taskId: taskA.id, date: plusDays(recent, 1), minutes: 60, billable: true },
      { userId: member.user.id, taskId: taskB.id, date: plusDays(recent, 2), minutes: 90, billable: false },
      { userId: owner.user.id, taskId: taskB.id, date: old, minutes: 45, billable: true },
    ];
    for (const entry of made) await newEntry(call, entry);
    const owners = 'Olivia Owner';
    const members = 'Tom Member';

    await signInWithToken(page, owner);
    await page.goto('/dashboard/time/reports?lng=en');
    const from = dateField(page, 'From');
    const to = dateField(page, 'To');
    const client = page.getByRole('combobox', { name: 'Client' });
    const project = page.getByRole('combobox', { name: 'Project' });
    const person = page.getByRole('combobox', { name: 'Person' });
    const billable = page.getByRole('combobox', { name: 'Billable' });
    const today = localDay(new Date());
    const monthStart = `${today.slice(0, 8)}01`;
    // The page opens on this month until today, every client, project, person, billable or not.
    await expect(from).toHaveValue(typedDate(monthStart, 'en'));
    await expect(to).toHaveValue(typedDate(today, 'en'));

    // The date range: from three weeks back every entry counts.
    await typeDate(from, old, 'en');
    await expect(summary(page, 'hours')).toHaveText('5.25');
    await expect(summary(page, 'billable')).toHaveText('3.75');
    await expect(summary(page, 'amount')).toHaveText('€300.00');
    await expectTotals(page, 'By client', [
      [a.client.name, '3', '3', '€300.00'],
      [b.client.name, '2.25', '0.75', '€0.00'],
    ]);
    await expectTotals(page, 'By project', [
      [a.project.name, '3', '3', '€300.00'],
      [b.project.name, '2.25', '0.75', '€0.00'],
    ]);
    await expectTotals(page, 'By person', [
      [owners, '2.75', '2.75', '€200.00'],
      [members, '2.5', '1', '€100.00'],
    ]);
    await expectTotals(page, 'By task', [
      [taskA.title, '3', '3', '€300.00'],
      [taskB.title, '2.25', '0.75', '€0.00'],
    ]);

    // From last week: the old entry drops out.
    await typeDate(from, recent, 'en');
    await expect(summary(page, 'hours')).toHaveText('4.5');
    await expectTotals(page, 'By person', [
      [members, '2.5', '1'],
      [owners, '2', '2'],
    ]);
    await expectTotals(page, 'By client', [
      [a.client.name, '3', '3'],
      [b.client.name, '1.5', '0'],
    ]);

    // One client: its project is the only one left to choose, and only its time counts.
    await client.selectOption({ label: b.client.name });
    await expect(project.getByRole('option')).toHaveText(['All', b.project.name]);
    await expect(summary(page, 'hours')).toHaveText('1.5');
    await expect(summary(page, 'billable')).toHaveText('0');
    await expectTotals(page, 'By client', [[b.client.name, '1.5', '0', '€0.00']]);
    await expectTotals(page, 'By person', [[members, '1.5', '0']]);

    // One project of every client.
    await client.selectOption({ label: 'All' });
    await project.selectOption({ label: a.project.name });
    await expect(summary(page, 'hours')).toHaveText('3');
    await expectTotals(page, 'By project', [[a.project.name, '3', '3', '€300.00']]);
    await expectTotals(page, 'By person', [
      [owners, '2', '2', '€200.00'],
      [members, '1', '1', '€100.00'],
    ]);

    // One person on that project.
    await person.selectOption({ label: members });
    await expect(summary(page, 'hours')).toHaveText('1');
    await expectTotals(page, 'By task', [[taskA.title, '1', '1', '€100.00']]);

    // That person's non-billable time on every project, then their billable time.
    await project.selectOption({ label: 'All' });
    await billable.selectOption({ label: 'Not billable only' });
    await expect(summary(page, 'hours')).toHaveText('1.5');
    await expect(summary(page, 'billable')).toHaveText('0');
    await expectTotals(page, 'By task', [[taskB.title, '1.5', '0', '€0.00']]);
    await billable.selectOption({ label: 'Billable only' });
    await expect(summary(page, 'hours')).toHaveText('1');
    await expectTotals(page, 'By project', [[a.project.name, '1', '1', '€100.00']]);

    // Everyone, until last week's Monday: only that day's entry.
    await person.selectOption({ label: 'All' });
    await billable.selectOption({ label: 'All' });
    await typeDate(to, recent, 'en');
    await expect(summary(page, 'hours')).toHaveText('2');
    await expectTotals(page, 'By person', [[owners, '2', '2', '€200.00']]);
    // The billing section lists the same filter's entries.
    await expect(billingSection(page).getByRole('listitem')).toHaveCount(1);

    // The filters live in the page's address: a reload (or the link sent to a colleague) shows the same report.
    await person.selectOption({ label: owners });
    await expect(summary(page, 'hours')).toHaveText('2');
    const address = new URL(page.url()).searchParams;
    expect(Object.fromEntries(address)).toMatchObject({ from: recent, to: recent, lng: 'en' });
    expect(address.get('person')).toBeTruthy();
    await page.reload();
    await expect(from).toHaveValue(typedDate(recent, 'en'));
    await expect(to).toHaveValue(typedDate(recent, 'en'));
    await expect(person).toHaveValue(address.get('person') as string);
    for (const select of [client, project, billable]) await expect(select).toHaveValue('');
    await expect(summary(page, 'hours')).toHaveText('2');
    await expectTotals(page, 'By person', [[owners, '2', '2', '€200.00']]);
  });

  test('the billing list shows 50 entries at a time: "Show more" by mouse, then by keyboard, until the button goes', async ({
    page,
    request,
  }) => {
    const { owner, call, task } = await agencyWithTask(request);
    // 151 entries of 15 minutes, one a day from yesterday back: the list shows the newest first, "Entry 1" on top.
    const total = 151;
    const entries = await newEntries(
      call,
      Array.from({ length: total }, (_, index) => ({
        taskId: task.id,
        date: daysAgo(index + 1),
        minutes: 15,
        note: `Entry ${index + 1}`,
        billable: true,
      })),
    );

    await signInWithToken(page, owner);
    await page.goto('/dashboard/time/reports?lng=en');
    await typeDate(dateField(page, 'From'), daysAgo(total), 'en');
    await expect(summary(page, 'hours')).toHaveText('37.75');
    const billing = billingSection(page);
    const rows = billing.getByRole('listitem');
    const note = (row: number) => rows.nth(row).getByText(`Entry ${row + 1}`, { exact: true });
    await expect(rows).toHaveCount(50);
    await expect(note(49)).toBeVisible();
    const showMore = billing.getByRole('button', { name: /^Show more/ });
    await expect(showMore).toHaveAccessibleName('Show more (50 of 151 shown)');

    // By mouse: the next 50 entries.
    await showMore.click();
    await expect(rows).toHaveCount(100);
    await expect(note(50)).toBeVisible();
    await expect(note(99)).toBeVisible();
    await expect(showMore).toHaveAccessibleName('Show more (100 of 151 shown)');

    // By keyboard: the next 50; more remain, so the focus stays on the button for the next press.
    await showMore.focus();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(150);
    await expect(note(149)).toBeVisible();
    await expect(showMore).toHaveAccessibleName('Show more (150 of 151 shown)');
    await expect(showMore).toBeFocused();

    // The last press shows the rest: the button goes and the focus moves to the first entry it showed.
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(total);
    await expect(note(150)).toBeVisible();
    await expect(showMore).toHaveCount(0);
    await expect(billing.locator(`[data-entry-id="${entries[150].id}"]`)).toBeFocused();
  });

  test("an admin sets a project's rate, hours budget, shared meter, billable default and a member rate", async ({
    page,
    request,
  }) => {
    const { owner, call, project, task } = await agencyWithTask(request);
    const member = await addTeamMember(request, owner.token);
    await newEntry(call, { taskId: task.id, date: lastWeekMonday(), minutes: 90, billable: true });
    const sent = timeSettingsWrites(page);
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/projects/${project.id}?lng=en`);

    const form = page.getByRole('region', { name: 'Time settings' });
    const rate = form.getByRole('textbox', { name: 'Hourly rate (€)' });
    const budgetHours = form.getByRole('textbox', { name: 'Budget in hours' });
    const share = form.getByRole('checkbox', { name: 'Show the hours meter to the client' });
    const billableDefault = form.getByRole('checkbox', { name: 'New entries are billable' });
    const memberRate = form.getByRole('group', { name: 'Rates per person (€ per hour)' }).getByRole('textbox', {
      name: 'Tom Member',
    });
    const save = form.getByRole('button', { name: 'Save time settings' });
    const meter = page.getByTestId('project-budget-meter');
    await expect(meter).toContainText('No budget set.');
    await expect(billableDefault).toBeChecked();

    // Bad input: a negative rate and a word are field errors, and nothing is sent.
    await rate.fill('-5');
    await save.click();
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription('Enter a number of 0 or more.');
    await rate.fill('ninety');
    await memberRate.fill('-1');
    await save.click();
    await expect(rate).toHaveAccessibleDescription('Enter a number of 0 or more.');
    await expect(memberRate).toHaveAccessibleDescription('Enter a number of 0 or more.');
    // The hours budget is whole hours (the API keeps whole hours): a fraction is a field error too.
    await rate.fill('85.50');
    await memberRate.fill('70');
    await budgetHours.fill('40.5');
    await save.click();
    await expect(budgetHours).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).not.toHaveAttribute('aria-invalid');
    await expect(memberRate).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);

    // Good input, the checkboxes by keyboard, saved with Enter in a field.
    await budgetHours.fill('40');
    await share.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(billableDefault).toBeFocused();
    await page.keyboard.press('Space');
    await expect(share).toBeChecked();
    await expect(billableDefault).not.toBeChecked();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/projects/${project.id}/time-settings`) && response.request().method() === 'PUT',
    );
    await memberRate.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Time settings saved.')).toBeVisible();
    expect(sent).toHaveLength(1);
    await expect(budgetHours).not.toHaveAttribute('aria-invalid');

    const settings = await call<ProjectTimeSettingsView>('get', `/projects/${project.id}/time-settings`);
    expect(settings.body).toEqual({
      hourlyRateCents: 8550,
      budgetHours: 40,
      budgetSharedWithClient: true,
      billableByDefault: false,
      memberRates: [{ userId: member.user.id, userName: 'Tom Member', hourlyRateCents: 7000 }],
    });

    // The meter shows the hours of the budget and says the client sees it.
    await expect(meter.getByRole('meter', { name: 'Hours spent of the budget' })).toHaveAttribute('aria-valuenow', '3');
    await expect(meter.getByText('Hours: 1.5 of 40')).toBeVisible();
    await expect(meter.getByText('The client sees the hours meter.')).toBeVisible();

    // The form shows what was saved after a reload, and a new entry takes the billable default.
    await page.reload();
    await expect(rate).toHaveValue('85.50');
    await expect(budgetHours).toHaveValue('40');
    await expect(memberRate).toHaveValue('70');
    await expect(share).toBeChecked();
    await expect(billableDefault).not.toBeChecked();
    const next = await newEntry(call, { taskId: task.id, date: lastWeekMonday(), minutes: 15 });
    expect(next.billable).toBe(false);
  });
});
