import { generateSync } from 'otplib';
import { expect, test } from './support/fixtures';
import { AGENCY_PASSWORD, API_ORIGIN, registerAgency } from './support/session';

/** The code an authenticator app shows half a minute from now: a later step than any code taken before it. */
const nextCode = (secret: string) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test.describe('two-factor sign-in', () => {
  test('an admin sets it up in the account settings, signs out, and signs in with the password and a code by keyboard', async ({
    page,
    request,
  }) => {
    const owner = await registerAgency(request);
    const twoFactorStatus = async (token = owner.token) => {
      const response = await request.get(`${API_ORIGIN}/api/account/two-factor`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      return response.json();
    };

    // Signed in with the password alone, as before.
    await page.goto('/login?lng=en');
    await page.getByLabel('Email address').fill(owner.user.email);
    await page.getByLabel('Password', { exact: true }).fill(AGENCY_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Set-up: password, QR code and key, the first code, the recovery codes once.
    await page.goto('/dashboard/settings?tab=account&lng=en');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section.getByText('Status: off')).toBeVisible();
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const password = section.getByLabel('Your password', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type(AGENCY_PASSWORD);
    await page.keyboard.press('Enter');

    await expect(section.getByRole('heading', { name: 'Scan the QR code' })).toBeFocused();
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await section.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await section.getByLabel('6-digit code from the app').fill(generateSync({ secret }));
    await section.getByRole('button', { name: 'Turn on' }).click();

    const codesHeading = section.getByRole('heading', { name: 'Your recovery codes' });
    await expect(codesHeading).toBeFocused();
    await expect(section.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect(section.getByText('Status: on')).toBeVisible();
    await expect(section.getByText(/10 recovery codes left/)).toBeVisible();
    expect(await twoFactorStatus()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    // Sign out, then sign in by keyboard: the password, then the code.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    const email = page.getByLabel('Email address');
    await email.focus();
    await page.keyboard.type(owner.user.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(AGENCY_PASSWORD);
    const challenge = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.keyboard.press('Enter');
    expect(await (await challenge).json()).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });

    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await page.keyboard.type(nextCode(secret));
    const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/two-factor'));
    await page.keyboard.press('Enter');
    const session = await signedIn;
    expect(session.status()).toBe(200);
    // Signing out ended every earlier token: what the API holds is read with the new session's.
    const { token } = (await session.json()) as { token: string };
    // Back on the page the admin left when signing out.
    await expect(page).toHaveURL(/\/dashboard\/settings\?tab=account/);
    await expect(page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('Status: on')).toBeVisible();
    await expect(page.getByTestId('user-card')).toContainText('Olivia');
    expect(await twoFactorStatus(token)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });
});
