import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarkBilledRequest, TimeEntryView, TimeReportView } from '@taskflow/contracts';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { serveBoard } from '../../../testing/board-api';
import { project, sessionUser } from '../../../testing/board-fixtures';
import { timeEntry } from '../../../testing/time-api';
import { TimeReportsPage } from './TimeReportsPage';

const total = (id: string | null, name: string, minutes: number, amountCents = 0) => ({
  id,
  name,
  minutes,
  billableMinutes: minutes,
  amountCents,
});

function serveReport(entries: TimeEntryView[] = [timeEntry('e1', { minutes: 90 }), timeEntry('e2', { minutes: 30 })]) {
  const store = { entries, exported: '' };
  apiServer.use(
    apiRoute.get<TimeReportView>('/time/reports', ({ query }) => {
      const minutes = store.entries.reduce((sum, entry) => sum + entry.minutes, 0);
      return {
        filter: Object.fromEntries(query),
        total: total(null, '', minutes, minutes * 150),
        byClient: [total('c1', 'Müller Bau GmbH', minutes, minutes * 150)],
        byProject: [total('p1', 'Website-Relaunch', minutes, minutes * 150)],
        byUser: [total('u-admin', 'Anna Admin', minutes, minutes * 150)],
        byTask: [total('t1', 'Fix login', minutes, minutes * 150)],
      };
    }),
    apiRoute.get<TimeEntryView[]>('/time/entries', () => store.entries),
    apiRoute.post<MarkBilledRequest, { count: number }>('/time/entries/billed', ({ body }) => {
      for (const entry of store.entries)
        if (body.entryIds.includes(entry.id))
          Object.assign(entry, {
            billedAt: '2026-03-03T10:00:00.000Z',
            invoiceReference: body.invoiceReference,
            locked: true,
          });
      return { count: body.entryIds.length };
    }),
    apiRoute.get('/time/reports/export', ({ query }) => {
      store.exported = query.toString();
      return new Response('Date;Hours\n2026-03-02;1.5\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': `attachment; filename="time_${query.get('from')}_${query.get('to')}.csv"`,
        },
      });
    }),
  );
  return store;
}

describe('TimeReportsPage', () => {
  beforeEach(() => serveBoard());
  afterEach(() => jest.restoreAllMocks());

  it('shows totals by client, project, person and task in the language', async () => {
    serveReport();
    await renderWithProviders(<TimeReportsPage />, { user: sessionUser('admin'), language: 'de' });
    expect(await screen.findByTestId('summary-hours')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-amount')).toHaveTextContent('180,00 €');
    const byProject = screen.getByRole('region', { name: 'Nach Projekt' });
    expect(within(byProject).getByRole('rowheader', { name: 'Website-Relaunch' })).toBeInTheDocument();
    expect(sentRequests('GET', '/time/reports')[0]?.query.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('keeps its filters in the address, so a reload or a shared link shows the same report', async () => {
    const user = userEvent.setup();
    serveBoard({
      projects: [
        project('p1', 'Website-Relaunch'),
        { ...project('p2', 'Intranet', 'Nordlicht Consulting'), clientCompanyId: 'c2' },
      ],
    });
    serveReport();
    await renderWithProviders(<TimeReportsPage />, {
      user: sessionUser('admin'),
      route: '/dashboard/time/reports?from=2026-03-01&to=2026-03-31&project=p2&billable=false',
    });
    await screen.findByTestId('summary-hours');
    const sent = sentRequests('GET', '/time/reports')[0]?.query;
    expect(Object.fromEntries(sent ?? [])).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      projectId: 'p2',
      billable: 'false',
    });
    expect(screen.getByRole('combobox', { name: 'Billable' })).toHaveValue('false');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('p2'));

    // Another client's project would empty the report: choosing the client clears it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'c1');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/dashboard/time/reports?from=2026-03-01&to=2026-03-31&billable=false&client=c1',
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(sentRequests('GET', '/time/reports').at(-1)?.query ?? [])).toEqual({
        from: '2026-03-01',
        to: '2026-03-31',
        clientCompanyId: 'c1',
        billable: 'false',
      }),
    );
  });

  it('filters by billable and downloads the CSV through the API with the filter in its name', async () => {
    const user = userEvent.setup();
    const store = serveReport();
    const createObjectURL = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await renderWithProviders(<TimeReportsPage />, { user: sessionUser('admin') });
    await screen.findByTestId('summary-hours');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Billable' }), 'true');
    await waitFor(() => expect(sentRequests('GET', '/time/reports').at(-1)?.query.get('billable')).toBe('true'));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(store.exported).toContain('format=csv');
    expect(store.exported).toContain('billable=true');
    expect(clicks[0]).toMatch(/^time_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toContain('2026-03-02;1.5');
  });

  it('says so when the export fails', async () => {
    const user = userEvent.setup();
    serveReport();
    apiServer.use(apiRoute.get('/time/reports/export', () => apiError(500, 'INTERNAL_ERROR', { message: 'boom' })));
    await renderWithProviders(<TimeReportsPage />, { user: sessionUser('admin') });
    await screen.findByTestId('summary-hours');
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByText('The export could not be downloaded.')).toBeInTheDocument();
  });

  it('lets an admin mark selected entries billed with an invoice reference', async () => {
    const user = userEvent.setup();
    const store = serveReport();
    await renderWithProviders(<TimeReportsPage />, { user: sessionUser('admin') });
    const markBilled = await screen.findByRole('button', { name: 'Mark billed' });
    expect(markBilled).toBeDisabled();
    const entry = await screen.findByRole('checkbox', { name: /^Select entry of .* · 1\.5$/ });
    // Its label shows the day and hours, as the entries that cannot be picked do.
    expect(entry.closest('label')).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4} · 1\.5$/);
    await user.click(entry);
    await user.click(markBilled);
    const dialog = await screen.findByRole('dialog', { name: 'Mark 1 entry billed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark billed' }));
    expect(await within(dialog).findByText('Enter the invoice reference.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Invoice reference/ }), 'RE-2026-014');
    await user.click(within(dialog).getByRole('button', { name: 'Mark billed' }));

    expect(await screen.findByText('1 entry marked billed.')).toBeInTheDocument();
    expect(sentRequests('POST', '/time/entries/billed')[0]?.body).toEqual({
      entryIds: ['e1'],
      invoiceReference: 'RE-2026-014',
    });
    expect(await screen.findByText('Billed (RE-2026-014)')).toBeInTheDocument();
    expect(store.entries[0]?.locked).toBe(true);
  });

  it('keeps the focus on "Show more" while more remain, then moves it to the first entry the last press shows', async () => {
    const user = userEvent.setup();
    serveReport(Array.from({ length: 101 }, (_, index) => timeEntry(`e${index}`, { note: `Arbeit ${index}` })));
    await renderWithProviders(<TimeReportsPage />, { user: sessionUser('admin') });
    const list = within(await screen.findByRole('region', { name: 'Entries' }));
    expect(await list.findAllByRole('listitem')).toHaveLength(50);

    await user.click(list.getByRole('button', { name: 'Show more (50 of 101 shown)' }));
    expect(list.getAllByRole('listitem')).toHaveLength(100);
    expect(list.getByRole('button', { name: 'Show more (100 of 101 shown)' })).toHaveFocus();

    // The press that shows the rest takes the button away: the focus goes to the first entry shown, not the body.
    await user.keyboard('{Enter}');
    const rows = list.getAllByRole('listitem');
    expect(rows).toHaveLength(101);
    expect(list.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
    expect(rows[100]).toHaveTextContent('Arbeit 100');
    expect(rows[100]).toHaveFocus();
  });

  it('starts another filter at its first 50 entries, and its last "Show more" moves the focus again', async () => {
    const user = userEvent.setup();
    serveReport(Array.from({ length: 60 }, (_, index) => timeEntry(`e${index}`, { note: `Arbeit ${index}` })));
    await renderWithProviders(<TimeReportsPage />, { user: sessionUser('admin') });
    const list = within(await screen.findByRole('region', { name: 'Entries' }));
    await user.click(await list.findByRole('button', { name: 'Show more (50 of 60 shown)' }));
    expect(list.getAllByRole('listitem')[50]).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Billable' }), 'true');
    const again = await list.findByRole('button', { name: 'Show more (50 of 60 shown)' });
    expect(list.getAllByRole('listitem')).toHaveLength(50);
    await user.click(again);
    expect(list.getAllByRole('listitem')).toHaveLength(60);
    expect(list.getAllByRole('listitem')[50]).toHaveFocus();
  });

  it('picks every open entry of the filter at once, and shows a long list 50 at a time', async () => {
    const user = userEvent.setup();
    const entries = Array.from({ length: 120 }, (_, index) =>
      timeEntry(`e${index}`, { minutes: 30, note: `Arbeit ${index}` }),
    );
    entries[0] = { ...entries[0], billedAt: '2026-03-01T10:00:00.000Z', invoiceReference: 'RE-1', locked: true };
    entries[1] = { ...entries[1], billable: false };
    serveReport(entries);
    await renderWithProviders(<TimeReportsPage />, { user: sessionUser('admin') });
    const all = await screen.findByRole('checkbox', { name: 'Select all open entries (118)' });
    const entryBoxes = () => screen.getAllByRole('checkbox', { name: /^Select entry of/ });
    expect(entryBoxes()).toHaveLength(48);

    await user.click(screen.getByRole('button', { name: 'Show more (50 of 120 shown)' }));
    await user.click(screen.getByRole('button', { name: 'Show more (100 of 120 shown)' }));
    expect(entryBoxes()).toHaveLength(118);
    expect(screen.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();

    await user.click(all);
    expect(all).toBeChecked();
    expect(entryBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Mark billed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 118 entries billed' });
    await user.type(within(dialog).getByRole('textbox', { name: /Invoice reference/ }), 'RE-2026-020{Enter}');
    expect(await screen.findByText('118 entries marked billed.')).toBeInTheDocument();
    const sent = sentRequests('POST', '/time/entries/billed')[0]?.body as MarkBilledRequest;
    expect([...sent.entryIds].sort()).toEqual(
      entries
        .slice(2)
        .map((entry) => entry.id)
        .sort(),
    );
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /^Select all open/ })).not.toBeInTheDocument());
  });

  it('puts the focus on the entries heading once billed, where the disabled button cannot take it', async () => {
    const user = userEvent.setup();
    serveReport();
    await renderWithProviders(<TimeReportsPage />, { user: sessionUser('admin') });
    const markBilled = await screen.findByRole('button', { name: 'Mark billed' });
    await user.click(await screen.findByRole('checkbox', { name: /^Select entry of .* · 1\.5$/ }));
    // Cancelled: back to the button that opened the dialog.
    await user.click(markBilled);
    await user.click(within(await screen.findByRole('dialog')).getByText('Cancel', { selector: 'button' }));
    await waitFor(() => expect(markBilled).toHaveFocus());

    await user.keyboard('{Enter}');
    const reference = within(await screen.findByRole('dialog')).getByRole('textbox', { name: /Invoice reference/ });
    await waitFor(() => expect(reference).toHaveFocus());
    await user.keyboard('RE-2026-015{Enter}');

    expect(await screen.findByText('Billed (RE-2026-015)')).toBeInTheDocument();
    expect(markBilled).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Entries' })).toHaveFocus());
  });

  it('shows a team member without canAccessReports no report, and asks the API nothing', async () => {
    serveReport();
    apiServer.use(apiRoute.get('/team-permissions', () => ({ canAccessReports: false })));
    await renderWithProviders(<TimeReportsPage />, { user: sessionUser('team') });
    expect(await screen.findByText(/Time reports are for admins/)).toBeInTheDocument();
    expect(sentRequests('GET', '/time/reports')).toHaveLength(0);
  });
});
