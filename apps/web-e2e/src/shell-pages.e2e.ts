import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

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
    await page.route('**/app-config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ json: { ...(await response.json()), preLaunch: true } });
    });
    for (const path of ['/login', '/register', '/imprint', '/terms', '/privacy', '/get-started', '/dashboard/nothing']) {
      await page.goto(`${path}?lng=en`);
      await expect(page, path).toHaveURL(/\/coming-soon$/);
    }
  });
});
