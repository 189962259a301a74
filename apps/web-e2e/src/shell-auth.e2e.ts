import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, demoEmail, signInAs, type DemoRole } from './support/session';

test.describe('registration', () => {
  test('a new agency registers and lands on its dashboard', async ({ page }) => {
    const email = `owner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@agency.example`;
    await page.goto('/register?plan=basic&lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your agency account' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Basic/ })).toBeChecked();

    // Leaving a required field empty shows its error and nothing is sent.
    await page.getByLabel('First name').focus();
    await page.getByLabel('Last name').focus();
    await expect(page.getByText('Please enter your first name.')).toBeVisible();

    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Agency name').fill('Compiler Studio');
    await page.getByLabel('Password', { exact: true }).fill('Sup3r-Secret');
    await expect(page.getByTestId('password-strength')).toContainText('Excellent');
    await page.getByLabel('Confirm password', { exact: true }).fill('Sup3r-Secret');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    // The greeting stays for 5 s from the sign-in; under load the board's page may take longer than that to show.
    await expect(page.getByText('Welcome to TaskFlow, Grace! Your agency is ready.')).toBeVisible();
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    const userCard = page.getByTestId('user-card');
    await expect(userCard).toContainText('Grace Hopper');
    await expect(userCard).toContainText('Administrator');
    await expect(page.getByRole('link', { name: 'Team' })).toBeVisible();

    // A signed-in user opening /register goes to the dashboard.
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

const roleLabels: Record<DemoRole, string> = { admin: 'Administrator', team: 'Team member', client: 'Client' };

test.describe('login with the demo accounts', () => {
  for (const role of ['admin', 'team', 'client'] as const) {
    test(`${role}@example.com signs in from the demo box and signs out again`, async ({ page }) => {
      await page.goto('/login?lng=en');
      const demoBox = page.getByTestId('demo-accounts');
      await expect(demoBox).toContainText(`Password: ${DEMO_PASSWORD}`);
      await demoBox.getByRole('button', { name: `Use ${roleLabels[role]} account` }).click();
      await expect(page.getByLabel('Email address')).toHaveValue(demoEmail(role));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('user-card')).toContainText(roleLabels[role]);
      await expect(page.getByRole('link', { name: 'Team' })).toHaveCount(role === 'admin' ? 1 : 0);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('You have been signed out.')).toBeVisible();
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('the form checks its fields before sending anything', async ({ page }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) loginCalls.push(request.url());
    });
    await page.goto('/login?lng=en');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('The password must be at least 8 characters long.')).toBeVisible();
    expect(loginCalls).toEqual([]);
  });
});

test.describe('guards', () => {
  test('a signed-out visitor is sent to /login and returns to the remembered page after login', async ({ page }) => {
    await page.goto('/dashboard/settings?lng=en');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email address').fill(demoEmail('admin'));
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\?lng=en$/);
    await expect(page.getByTestId('settings-page')).toBeVisible();
  });

  test('a team member opening the team page gets /unauthorized, with a way back to the dashboard', async ({ page }) => {
    await signInAs(page, 'team');
    await page.goto('/dashboard/team?lng=en');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
  });

  test('a client may not add projects', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/dashboard/projects/add?lng=en');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});
