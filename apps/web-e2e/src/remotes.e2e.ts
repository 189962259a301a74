import { E2E_PORTS } from './support/ports';
import { expect, NOT_FOUND_LOG, test } from './support/fixtures';
import { moveOverPublicPage } from './support/public-page';
import { registerAgency, signInAs, signInWithToken } from './support/session';

const remoteOrigin = (name: 'marketing' | 'board' | 'messages' | 'settings') => `http://localhost:${E2E_PORTS[name]}`;

test.describe('the shell loads each remote at run time from its own host', () => {
  test('the landing page comes from the marketing remote', async ({ page }) => {
    const marketingRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(remoteOrigin('marketing'))) marketingRequests.push(request.url());
    });
    await page.goto('/?lng=en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Projects, tasks and clients in one calm place' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('TaskFlow – project management with a client portal for agencies');
    // The pre-rendered page shows the heading before the app starts; the remote is asked for once the visitor moves.
    await moveOverPublicPage(page);
    await expect.poll(() => marketingRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  });

  test('the dashboard comes from the board remote, inside the signed-in layout', async ({ page }) => {
    await signInAs(page);
    const boardRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(remoteOrigin('board'))) boardRequests.push(request.url());
    });
    await page.goto('/dashboard?lng=en');
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(boardRequests.length).toBeGreaterThan(0);
  });

  test('the messages page frame comes from the messages remote', async ({ page }) => {
    await signInAs(page);
    await page.goto('/dashboard/messages?lng=en');
    await expect(page.getByRole('tab', { name: 'Project comments' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Direct messages' }).click();
    await expect(page.getByRole('tab', { name: 'Direct messages' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the settings page frame comes from the settings remote', async ({ page }) => {
    await signInAs(page);
    await page.goto('/dashboard/settings?lng=en');
    await expect(page.getByTestId('settings-page')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Notifications' })).toBeVisible();
  });

  test('the sidebar moves between remotes without reloading the page', async ({ page }) => {
    await signInAs(page);
    await page.goto('/dashboard?lng=en');
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-page'));
    await page.getByRole('navigation').getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByTestId('messages-page')).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByTestId('settings-page')).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-page');
  });

  test('an unknown address shows the not-found page with a way home', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no-such-page?lng=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    // Chromium logs the page's own 404; that one line is expected, any other error still fails.
    expect(consoleErrors).toEqual([NOT_FOUND_LOG]);
    consoleErrors.length = 0;
    await page.getByRole('button', { name: 'Go to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('landing-page')).toBeVisible();
  });

  // A language switch while signed in is stored for the user (and applied at their next sign-in), so these two
  // tests switch with an agency of their own, never with a demo account other tests sign in with.
  test("a remote's own texts follow a language switch, title included", async ({ page, request }) => {
    await signInWithToken(page, await registerAgency(request));
    await page.goto('/dashboard/messages?lng=en');
    await expect(page.getByRole('tab', { name: 'Project comments' })).toBeVisible();
    await page.getByRole('button', { name: 'DE' }).click();
    await expect(page.getByRole('tab', { name: 'Projektkommentare' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Nachrichten' })).toBeVisible();
    await expect(page).toHaveTitle('Nachrichten – TaskFlow');
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: /^Willkommen/ })).toBeVisible();
  });

  test('switching to German changes the text and survives a reload', async ({ page, request }) => {
    await signInWithToken(page, await registerAgency(request));
    await page.goto('/dashboard?lng=en');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Customers' })).toBeVisible();
    await page.getByRole('button', { name: 'DE' }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Kunden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Kunden' })).toBeVisible();
  });
});

test.describe('waitlist on the landing page before launch, against the real API', () => {
  test('adds a new address, then says it is already on the list', async ({ page }) => {
    const email = `agency-${Date.now()}@example.com`;
    await page.goto(`http://localhost:${E2E_PORTS.shellPreLaunch}/?lng=en`);
    const input = page.getByRole('textbox', { name: 'Email address' });
    await input.fill(email);
    await page.getByRole('button', { name: 'Join the waitlist' }).last().click();
    await expect(page.getByText('Thank you! You have been successfully added to the waitlist.')).toBeVisible();

    await input.fill(`  ${email.toUpperCase()} `);
    await page.getByRole('button', { name: 'Join the waitlist' }).last().click();
    await expect(page.getByText('This email address is already on our waitlist.')).toBeVisible();
  });
});
