import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { fakeApi, writes } from '../../../../testing/fake-api';
import { mailDelivery, preferences } from '../../../../testing/fixtures';
import { NotificationsTab } from './NotificationsTab';

const renderTab = (language = 'en', user = testUser({ email: 'ada@agency.de' })) =>
  renderWithProviders(<NotificationsTab />, { user, language });
/** The mail switches (the notification centre's, in the region "In the app", share some of their names). */
const mailSection = () => screen.findByRole('region', { name: 'Email notifications' });
const TEAM_TOGGLES = [
  'Task assigned to me',
  'Task completed',
  'Project updates',
  'New comments',
  'Deadline reminders',
  'Daily digest',
  'Weekly report',
];

describe('NotificationsTab', () => {
  it('saves one changed field per call and shows what the server answered', async () => {
    const api = fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'PUT /notifications/preferences': ({ body }) => ({ body: preferences(body as object) }),
    });
    await renderTab();
    const digest = await screen.findByRole('switch', { name: 'Daily digest' });
    expect(digest).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(digest);

    await waitFor(() => expect(digest).toHaveAttribute('aria-checked', 'true'));
    const frequency = screen.getByRole('combobox', { name: 'How often' });
    await userEvent.click(frequency);
    await userEvent.click(screen.getByRole('option', { name: 'Weekly' }));
    await waitFor(() => expect(frequency).toHaveTextContent('Weekly'));
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ emailDailyDigest: true }, { frequency: 'weekly' }]);
  });

  it('saves the frequency chosen with the keyboard once, none of those passed on the way', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'PUT /notifications/preferences': ({ body }) => ({ body: preferences(body as object) }),
    });
    await renderTab();
    const frequency = await screen.findByRole('combobox', { name: 'How often' });
    frequency.focus();
    await user.keyboard('{End}{ArrowUp}');
    expect(writes(api.calls)).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(frequency).toHaveTextContent('Daily'));
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ frequency: 'daily' }]);
    expect(frequency).toHaveFocus();
  });

  it('switches an entry type off for the notification centre, next to the mail switches', async () => {
    const api = fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'PUT /notifications/preferences': ({ body }) => ({ body: preferences(body as object) }),
    });
    await renderTab();
    const section = await screen.findByRole('region', { name: 'In the app' });
    const assigned = within(section).getByRole('switch', { name: 'Task assigned to me' });
    expect(assigned).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(assigned);

    await waitFor(() => expect(assigned).toHaveAttribute('aria-checked', 'false'));
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ inAppTaskAssigned: false }]);
    expect(screen.getAllByRole('switch', { name: 'Task assigned to me' })).toHaveLength(2);
  });

  it('keeps the saved value and says so when saving fails', async () => {
    fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'PUT /notifications/preferences': () => ({ status: 500, body: { message: 'boom' } }),
    });
    await renderTab();
    const assigned = within(await mailSection()).getByRole('switch', { name: 'Task assigned to me' });

    await userEvent.click(assigned);

    expect(await screen.findByText('Failed to update notification preferences')).toBeInTheDocument();
    expect(assigned).toHaveAttribute('aria-checked', 'true');
  });

  it('shows quiet hours from and to only while they are on, and saves a new time', async () => {
    const api = fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'PUT /notifications/preferences': ({ body }) => ({
        body: preferences({ quietHoursEnabled: true, ...(body as object) }),
      }),
    });
    await renderTab();
    expect(await screen.findByRole('switch', { name: 'Quiet hours' })).toBeInTheDocument();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    const from = await screen.findByLabelText('From');
    expect(from).toHaveValue('22:00');
    expect(screen.getByLabelText('To')).toHaveValue('08:00');
    await waitFor(() => expect(writes(api.calls).map((call) => call.body)).toEqual([{ quietHoursEnabled: true }]));
    await userEvent.clear(from);
    await userEvent.type(from, '21:30');
    // Nothing is stored while typing; leaving the field stores the time once.
    expect(writes(api.calls)).toHaveLength(1);
    await userEvent.tab();

    await waitFor(() =>
      expect(writes(api.calls).map((call) => call.body)).toEqual([
        { quietHoursEnabled: true },
        { quietHoursFrom: '21:30' },
      ]),
    );
    await waitFor(() => expect(from).toHaveValue('21:30'));
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '07:15{Enter}');
    await waitFor(() => expect(writes(api.calls).at(-1)?.body).toEqual({ quietHoursTo: '07:15' }));
    expect(writes(api.calls)).toHaveLength(3);
  });

  it('takes quiet hours on the 24-hour clock in a text field, whatever the browser locale, and tidies what was typed', async () => {
    const api = fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences({ quietHoursEnabled: true }) }),
      'PUT /notifications/preferences': ({ body }) => ({
        body: preferences({ quietHoursEnabled: true, ...(body as object) }),
      }),
    });
    await renderTab();
    const to = await screen.findByRole('textbox', { name: 'To' });
    expect(to).toHaveAttribute('type', 'text');
    expect(to).toHaveAttribute('placeholder', 'HH:MM');
    await userEvent.clear(to);
    await userEvent.type(to, '715');
    expect(writes(api.calls)).toEqual([]);
    await userEvent.tab();
    await waitFor(() => expect(writes(api.calls).at(-1)?.body).toEqual({ quietHoursTo: '07:15' }));
    expect(to).toHaveValue('07:15');
  });

  it('offers Retry when the preferences cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /notifications/preferences': () => (fail ? { status: 500, body: {} } : { body: preferences() }),
    });
    await renderTab();
    expect(await screen.findByText('Failed to load notification preferences')).toBeInTheDocument();
    fail = false;

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('switch', { name: 'Daily digest' })).toBeInTheDocument();
  });

  it('sends a test email and shows the result as success or error', async () => {
    let works = true;
    fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'POST /notifications/test-email': () => ({
        body: works
          ? { success: true, message: 'Test email sent to ada@agency.de' }
          : { success: false, message: 'Failed to test email configuration' },
      }),
    });
    await renderTab();
    const send = await screen.findByRole('button', { name: 'Send test email' });

    await userEvent.click(send);
    expect(await screen.findByText('Test email sent to ada@agency.de.')).toBeInTheDocument();
    works = false;
    await userEvent.click(send);
    expect(await screen.findByText('Failed to test email configuration')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    fakeApi({ 'GET /notifications/preferences': () => ({ body: preferences() }) });
    await renderTab('de');
    expect(await screen.findByRole('switch', { name: 'Tägliche Zusammenfassung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test-E-Mail senden' })).toBeInTheDocument();
  });

  it('shows clients only the mails they can get, and saves their own opt-out', async () => {
    const api = fakeApi({
      'GET /notifications/preferences': () => ({
        body: preferences({ emailClientUpdates: true, emailClientReports: true }),
      }),
      'PUT /notifications/preferences': ({ body }) => ({
        body: preferences({ emailClientUpdates: true, emailClientReports: true, ...(body as object) }),
      }),
    });
    await renderTab('en', testUser({ userType: 'client', email: 'carla@client.de', clientCompanyId: 'c1' }));
    const reports = await screen.findByRole('switch', { name: 'Progress reports' });
    // The three client mails (mentions too), their three centre switches, and quiet hours.
    const mails = await mailSection();
    expect(within(mails).getAllByRole('switch')).toHaveLength(3);
    expect(within(mails).getByRole('switch', { name: 'Mentions' })).toBeInTheDocument();
    const centre = screen.getByRole('region', { name: 'In the app' });
    expect(within(centre).getAllByRole('switch')).toHaveLength(3);
    expect(within(centre).getByRole('switch', { name: 'Approval requested from me' })).toBeInTheDocument();
    expect(within(centre).getByRole('switch', { name: 'Someone mentioned me' })).toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    expect(screen.getByRole('switch', { name: 'Project updates' })).toBeInTheDocument();
    expect(screen.getByText(/asks for your approval/)).toBeInTheDocument();
    for (const name of TEAM_TOGGLES.filter((label) => label !== 'Project updates'))
      expect(screen.queryByRole('switch', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Quiet hours' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mail delivery' })).not.toBeInTheDocument();

    await userEvent.click(reports);

    await waitFor(() => expect(reports).toHaveAttribute('aria-checked', 'false'));
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ emailClientReports: false }]);
  });

  it('shows team members the seven team mails, quiet hours in their stored time zone, and no mail delivery', async () => {
    const member = testUser({ userType: 'team', timeZone: 'America/New_York' });
    fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      // Changed in another browser since this session began: the server's account wins.
      'GET /auth/me': () => ({ body: { ...member, timeZone: 'Asia/Tokyo' } }),
    });
    await renderTab('en', member);
    const mails = await mailSection();
    for (const name of TEAM_TOGGLES) expect(within(mails).getByRole('switch', { name })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Progress reports' })).not.toBeInTheDocument();
    expect(await screen.findByText(/follow your account time zone \(Asia\/Tokyo\)/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mail delivery' })).not.toBeInTheDocument();
  });

  it('offers budget warnings in the app to admins only, and saves the switch', async () => {
    const api = fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'GET /notifications/mail-delivery': () => ({ body: mailDelivery() }),
      'PUT /notifications/preferences': ({ body }) => ({ body: preferences(body as object) }),
    });
    const { unmount } = await renderTab('en', testUser({ userType: 'team' }));
    const memberCentre = await screen.findByRole('region', { name: 'In the app' });
    expect(within(memberCentre).queryByRole('switch', { name: /budget/ })).not.toBeInTheDocument();
    unmount();

    await renderTab('en', testUser({ userType: 'admin' }));
    const centre = await screen.findByRole('region', { name: 'In the app' });
    const budget = within(centre).getByRole('switch', { name: 'A project reached 80% or 100% of its budget' });
    expect(budget).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(budget);
    await waitFor(() => expect(budget).toHaveAttribute('aria-checked', 'false'));
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ inAppBudgetWarning: false }]);
  });

  it('shows admins the mail delivery of the agency', async () => {
    fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'GET /notifications/mail-delivery': () => ({ body: mailDelivery() }),
    });
    await renderTab('en', testUser({ userType: 'admin' }));
    expect(await screen.findByRole('region', { name: 'Mail delivery' })).toBeInTheDocument();
    expect(await screen.findByText('Task assigned: Homepage copy')).toBeInTheDocument();
    expect(screen.getByText(/follow your account time zone \(Europe\/Berlin\)/)).toBeInTheDocument();
  });
});
