import { expect, test } from './support/fixtures';
import { addClientWithProject, apiGet } from './support/messaging';
import { addTeamMember, registerAgency, signInWithToken } from './support/session';

// Mail delivery's failed list is covered by component tests: the browser tests' API writes mails to its outbox
// file, shared by every test running in parallel, and a mail only counts as failed after MAIL_RETRY_LIMIT retries
// with backoff (minutes), so a real failure cannot be caused here without breaking the other tests' mails.
test.describe('settings: time zone and notification mails', () => {
  test('the time zone is saved with the profile, quiet hours follow it, and an admin sees mail delivery', async ({
    page,
    request,
  }) => {
    const admin = await registerAgency(request);
    await signInWithToken(page, admin);
    await page.goto('/dashboard/settings?tab=account&lng=en');
    const timeZone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(timeZone).toHaveValue('Europe/Berlin');

    await timeZone.fill('tokyo');
    await page.getByRole('option', { name: /Asia\/Tokyo/ }).click();
    await expect(timeZone).toHaveValue('Asia/Tokyo');
    await page.getByTestId('unsaved-changes-bar').getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile was saved')).toBeVisible();

    const me = await apiGet<{ timeZone: string }>(request, '/auth/me', admin.token);
    expect(me.timeZone).toBe('Asia/Tokyo');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByText(/follow your account time zone \(Asia\/Tokyo\)/)).toBeVisible();
    const delivery = page.getByRole('region', { name: 'Mail delivery' });
    // The browser tests' API has no SMTP_HOST: it writes mails to its outbox file.
    await expect(delivery.getByText('Outbox file', { exact: true })).toBeVisible();
    await expect(delivery.getByText('Running', { exact: true })).toBeVisible();
    await expect(delivery.getByText('No failed mails')).toBeVisible();
  });

  test('a client sees only the mails clients get, and an opt-out is stored', async ({ page, request }) => {
    const admin = await registerAgency(request);
    const member = await addTeamMember(request, admin.token);
    const { client } = await addClientWithProject(request, admin.token, member.user.id);
    await signInWithToken(page, client);
    await page.goto('/dashboard/settings?lng=en');
    const reports = page.getByRole('switch', { name: 'Progress reports' });
    await expect(reports).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Project updates' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Task assigned to me' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Daily digest' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Mail delivery' })).toHaveCount(0);

    await reports.click();
    await expect(reports).toHaveAttribute('aria-checked', 'false');
    await expect(reports).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();

    await expect(page.getByRole('switch', { name: 'Progress reports' })).toHaveAttribute('aria-checked', 'false');
    const stored = await apiGet<{ emailClientReports: boolean; emailClientUpdates: boolean }>(
      request,
      '/notifications/preferences',
      client.token,
    );
    expect(stored).toMatchObject({ emailClientReports: false, emailClientUpdates: true });
  });
});
