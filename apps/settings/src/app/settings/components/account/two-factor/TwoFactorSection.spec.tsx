import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { TwoFactorStatus } from '@taskflow/contracts';
import { fakeApi, writes } from '../../../../../testing/fake-api';
import { TwoFactorSection } from './TwoFactorSection';

const ada = testUser({ firstName: 'Ada', userType: 'admin', language: 'en' });
const off: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const on: TwoFactorStatus = {
  enabled: true,
  enabledAt: '2026-11-01T10:00:00.000Z',
  recoveryCodesLeft: 10,
  required: false,
};
const CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
const wrongField = (field: string, code: string) => ({
  status: 400,
  body: {
    statusCode: 400,
    message: 'x',
    error: 'Bad Request',
    code: 'VALIDATION_FAILED',
    fieldErrors: { [field]: [{ code, message: 'x' }] },
  },
});

function serve(initial: TwoFactorStatus) {
  let status = initial;
  return fakeApi({
    'GET /account/two-factor': () => ({ body: status }),
    'POST /account/two-factor/setup': ({ body }) =>
      (body as { password: string }).password === 'right-password'
        ? {
            body: {
              secret: 'JBSWY3DPEHPK3PXP',
              otpauthUri: 'otpauth://totp/x',
              qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
            },
          }
        : wrongField('password', 'WRONG_CURRENT_PASSWORD'),
    'POST /account/two-factor/confirm': ({ body }) => {
      if ((body as { code: string }).code !== '123456') return wrongField('code', 'INVALID_TWO_FACTOR_CODE');
      status = on;
      return { body: { recoveryCodes: CODES } };
    },
    'POST /account/two-factor/disable': ({ body }) => {
      if ((body as { code?: string }).code !== '654321') return wrongField('code', 'INVALID_TWO_FACTOR_CODE');
      status = off;
      return { status: 204 };
    },
  });
}

const region = async () => screen.findByRole('region', { name: 'Two-factor sign-in' });

describe('TwoFactorSection', () => {
  it('sets up by keyboard: password, QR code and key, a code, then the recovery codes once; focus follows', async () => {
    const api = serve(off);
    await renderWithProviders(<TwoFactorSection />, { user: ada });
    const section = await region();
    await userEvent.click(await within(section).findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(within(section).getByLabelText('Your password')).toHaveFocus();
    await userEvent.keyboard('wrong-password{Enter}');
    expect(await within(section).findByText('The current password is not correct.')).toBeInTheDocument();
    await userEvent.clear(within(section).getByLabelText('Your password'));
    await userEvent.type(within(section).getByLabelText('Your password'), 'right-password{Enter}');

    expect(await within(section).findByRole('heading', { name: 'Scan the QR code' })).toHaveFocus();
    expect(within(section).getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(section).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = within(section).getByLabelText('6-digit code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '000000{Enter}');
    expect(
      await within(section).findByText('This code is not valid. Check your app and try again.'),
    ).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123 456{Enter}');

    expect(await within(section).findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(await within(section).findByText('Status: on')).toBeInTheDocument();
    expect(within(section).queryByText(CODES[0])).not.toBeInTheDocument();
    expect(writes(api.calls).map((call) => call.body)).toEqual([
      { password: 'wrong-password' },
      { password: 'right-password' },
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('turns off in the dialog with the password and a code', async () => {
    const api = serve(on);
    await renderWithProviders(<TwoFactorSection />, { user: ada });
    const section = await region();
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn off two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'right-password');
    await userEvent.type(within(dialog).getByLabelText('Code from the app or recovery code'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(
      await within(dialog).findByText('This code is not valid. Check your app and try again.'),
    ).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Code from the app or recovery code');
    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-factor sign-in' }));

    expect(await within(section).findByText('Status: off')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(api.calls).at(-1)?.body).toEqual({ password: 'right-password', code: '654321' });
  });

  it('explains that the agency requires it and offers no way to turn it off', async () => {
    serve({ ...on, required: true });
    await renderWithProviders(<TwoFactorSection />, { user: ada });
    const section = await region();
    expect(await within(section).findByText('Status: on')).toBeInTheDocument();
    expect(
      within(section).getByText(/Your agency requires two-factor sign-in, so it cannot be turned off/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('explains the server’s refusal when the requirement was turned on while the dialog was open', async () => {
    let status = on;
    fakeApi({
      'GET /account/two-factor': () => ({ body: status }),
      'POST /account/two-factor/disable': () => {
        status = { ...on, required: true };
        return {
          status: 403,
          body: { statusCode: 403, message: 'x', error: 'Forbidden', code: 'TWO_FACTOR_REQUIRED_BY_AGENCY' },
        };
      },
    });
    await renderWithProviders(<TwoFactorSection />, { user: ada });
    const section = await region();
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn off two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'right-password');
    await userEvent.type(within(dialog).getByLabelText('Code from the app or recovery code'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-factor sign-in' }));

    expect(
      (await screen.findAllByText(/Your agency requires two-factor sign-in, so it cannot be turned off/)).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('offers a retry when the status cannot be loaded', async () => {
    fakeApi({
      'GET /account/two-factor': () => ({
        status: 500,
        body: { statusCode: 500, message: 'x', code: 'INTERNAL_ERROR' },
      }),
    });
    await renderWithProviders(<TwoFactorSection />, { user: ada });
    expect(await screen.findByText('Two-factor sign-in could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
