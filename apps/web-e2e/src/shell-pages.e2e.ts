import { expect, test } from './support/fixtures';
import { E2E_PORTS } from './support/ports';
import { addTeamMember, registerAgency, sendDirectMessages, signInAs, signInWithToken } from './support/session';

test.describe('shell pages', () => {
  test('an unknown dashboard path shows the not-found page inside the signed-in layout', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard/no-such-page?lng=en');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the language switch changes the login page and survives a reload', async ({ page }) => {
    await page.goto('/login?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to TaskFlow' })).toBeVisible();
    await page.getByRole('button', { name: 'DE' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bei TaskFlow anmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    // Without the lng query the remembered choice applies.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bei TaskFlow anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the forgot-password page asks for the email address', async ({ page }) => {
    await page.goto('/login?lng=en');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
  });

  test('in pre-launch mode sign-in, registration, legal pages and stray dashboard paths go to /coming-soon', async ({
    page,
  }) => {
    // This shell is served with preLaunch: true in its /app-config.json.
    const preLaunchShell = `http://localhost:${E2E_PORTS.shellPreLaunch}`;
    for (const path of [
      '/login',
      '/register',
      '/imprint',
      '/terms',
      '/privacy',
      '/get-started',
      '/dashboard/nothing',
    ]) {
      await page.goto(`${preLaunchShell}${path}?lng=en`);
      await expect(page, path).toHaveURL(/\/coming-soon$/);
    }
  });
});

test.describe('signed-in layout', () => {
  test('shows the unread count of GET /api/conversations as a badge, 99+ above 99', async ({ page, request }) => {
    // A freshly registered agency whose second member sends the owner 100 direct messages.
    const owner = await registerAgency(request);
    const colleague = await addTeamMember(request, owner.token);
    await sendDirectMessages(request, { from: colleague.token, to: owner.user.id, count: 100 });
    await signInWithToken(page, owner);
    await page.goto('/dashboard?lng=en');
    await expect(page.getByTestId('unread-badge')).toHaveText(/99\+/);
    await expect(page.getByRole('link', { name: /Messages/ })).toContainText('99+');
  });

  test('the mobile menu opens over an overlay and closes when the overlay is tapped', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, 'team');
    await page.goto('/dashboard?lng=en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('mobile-menu-overlay')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kanban board' })).toBeInViewport();
    await page.getByTestId('mobile-menu-overlay').click({ position: { x: 370, y: 400 } });
    await expect(page.getByTestId('mobile-menu-overlay')).toHaveCount(0);
  });
});
