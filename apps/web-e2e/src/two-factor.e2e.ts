import { generateSync } from 'otplib';
import { expect, test } from './support/fixtures';
import { inspectPage } from './support/page-checks';
import { E2E_PORTS } from './support/ports';
import { addTeamMember, AGENCY_PASSWORD, API_ORIGIN, registerAgency, signInWithToken } from './support/session';

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

  test('an admin requires it in the settings; a team member without it is led through the set-up at sign-in by keyboard', async ({
    page,
    request,
    browser,
  }) => {
    // Two people in two browsers, and two accessibility sweeps at phone width: about twice a single journey's work.
    test.setTimeout(120_000);
    const owner = await registerAgency(request);
    const member = await addTeamMember(request, owner.token);
    const apiGet = async (path: string, token: string) => {
      const response = await request.get(`${API_ORIGIN}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status(), path).toBe(200);
      return response.json();
    };

    // The admin turns the requirement on in the settings, by clicking.
    await signInWithToken(page, owner);
    await page.goto('/dashboard/settings?tab=teamPermissions&lng=en');
    const requirement = page
      .getByRole('region', { name: 'Sign-in' })
      .getByRole('switch', { name: 'Require two-factor sign-in for admins and team members' });
    await expect(requirement).toHaveAttribute('aria-checked', 'false');
    await requirement.click();
    await page.getByTestId('unsaved-changes-bar').getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Team permissions updated successfully')).toBeVisible();
    await expect(requirement).toHaveAttribute('aria-checked', 'true');
    expect(await apiGet('/service-providers/current/two-factor', owner.token)).toEqual({ requireTwoFactor: true });

    // The team member signs in in a browser of their own, by keyboard.
    const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORTS.shell}` });
    const memberPage = await context.newPage();
    const memberErrors: string[] = [];
    memberPage.on('console', (message) => {
      if (message.type() === 'error') memberErrors.push(message.text());
    });
    memberPage.on('pageerror', (error) => memberErrors.push(error.message));
    await memberPage.goto('/login?lng=en');
    await memberPage.getByLabel('Email address').focus();
    await memberPage.keyboard.type(member.user.email);
    await memberPage.keyboard.press('Tab');
    await expect(memberPage.getByLabel('Password', { exact: true })).toBeFocused();
    await memberPage.keyboard.type('member-password-1');
    const firstFactor = memberPage.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await memberPage.keyboard.press('Enter');
    expect(await (await firstFactor).json()).toEqual({ twoFactorSetupRequired: true, setupToken: expect.any(String) });

    // Set-up: the QR code and the key, then the first code.
    await expect(memberPage.getByRole('heading', { name: 'Add TaskFlow to your authenticator app' })).toBeFocused();
    await expect(
      memberPage.getByRole('img', { name: 'QR code to add TaskFlow to your authenticator app' }),
    ).toBeVisible();
    const secret = (await memberPage.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // Readable by a screen reader and on a phone (390 px): nothing axe counts serious, nothing wider than the screen.
    const size = memberPage.viewportSize();
    await memberPage.setViewportSize({ width: 390, height: 844 });
    expect((await inspectPage(memberPage, 'two-factor set-up at sign-in')).filter((finding) => finding.fails)).toEqual(
      [],
    );
    if (size) await memberPage.setViewportSize(size);
    await memberPage.getByRole('heading', { name: 'Add TaskFlow to your authenticator app' }).focus();
    await memberPage.keyboard.press('Tab');
    const code = memberPage.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await memberPage.keyboard.type(generateSync({ secret }));
    const confirmed = memberPage.waitForResponse((response) =>
      response.url().endsWith('/api/auth/two-factor/setup/confirm'),
    );
    await memberPage.keyboard.press('Enter');
    const confirmation = await confirmed;
    expect(confirmation.status()).toBe(200);
    const { token, recoveryCodes } = (await confirmation.json()) as { token: string; recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);

    // The recovery codes, shown once; then the dashboard.
    await expect(memberPage.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
    const codes = memberPage.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveText(recoveryCodes);
    expect((await inspectPage(memberPage, 'recovery codes at sign-in')).filter((finding) => finding.fails)).toEqual([]);
    await memberPage.getByRole('heading', { name: 'Save your recovery codes' }).focus();
    await memberPage.keyboard.press('Tab');
    await expect(memberPage.getByRole('button', { name: 'I saved them, continue' })).toBeFocused();
    await memberPage.keyboard.press('Enter');
    await expect(memberPage).toHaveURL(/\/dashboard$/);
    await expect(memberPage.getByTestId('user-card')).toContainText('Tom');

    // What the API holds: the member's factor is on, with ten recovery codes, and the agency requires it.
    expect(await apiGet('/account/two-factor', token)).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      required: true,
    });
    expect(memberErrors).toEqual([]);
    await context.close();
  });

  test("an admin resets a member's second factor on the member page: Cancel keeps it, the confirmed reset ends it", async ({
    page,
    request,
  }) => {
    const owner = await registerAgency(request);
    const member = await addTeamMember(request, owner.token);
    const asMember = (method: 'get' | 'post', path: string, data?: object) =>
      request[method](`${API_ORIGIN}/api${path}`, { headers: { Authorization: `Bearer ${member.token}` }, data });
    const { secret } = await (
      await asMember('post', '/account/two-factor/setup', { password: 'member-password-1' })
    ).json();
    expect((await asMember('post', '/account/two-factor/confirm', { code: generateSync({ secret }) })).status()).toBe(
      200,
    );
    const factorOn = async () =>
      ((await (await asMember('get', '/account/two-factor')).json()) as { enabled: boolean }).enabled;

    await signInWithToken(page, owner);
    await page.goto(`/dashboard/team/${member.user.id}?lng=en`);
    const reset = page.getByRole('button', { name: 'Reset two-factor' });

    // By mouse: Cancel sends nothing, the factor stays.
    await reset.click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset two-factor sign-in of Tom Member?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await factorOn()).toBe(true);

    // By keyboard: open, move to the dialog's reset button, confirm.
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Reset two-factor' });
    for (
      let presses = 0;
      presses < 5 && !(await confirm.evaluate((element) => element === document.activeElement));
      presses += 1
    )
      await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText('Two-factor sign-in of Tom Member was reset')).toBeVisible();
    await expect(reset).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Tom Member' })).toBeFocused();
    expect(await factorOn()).toBe(false);
  });
});
