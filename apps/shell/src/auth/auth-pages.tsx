// The sign-in, registration, password and invitation pages, each loaded when first opened, with the auth texts.
import { authTexts } from '../shell-texts';
import { lazyWithTexts } from '../app/lazy-with-texts';

const texts = [authTexts];

export const LoginPage = lazyWithTexts(() => import('./components/LoginPage').then((m) => m.LoginPage), texts);
export const ForgotPasswordPage = lazyWithTexts(
  () => import('./components/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  texts,
);
export const ResetPasswordPage = lazyWithTexts(
  () => import('./components/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  texts,
);
export const SignInLinkPage = lazyWithTexts(
  () => import('./components/SignInLinkPage').then((m) => m.SignInLinkPage),
  texts,
);
export const AcceptInvitationPage = lazyWithTexts(
  () => import('./components/AcceptInvitationPage').then((m) => m.AcceptInvitationPage),
  texts,
);
/** /register; a signed-in user goes straight to the dashboard. */
export const RegisterPage = lazyWithTexts(async () => {
  const [{ RegisterPage: Page }, { RedirectIfSignedIn }] = await Promise.all([
    import('./components/RegisterPage'),
    import('../routing/guards/RedirectIfSignedIn'),
  ]);
  return function RegisterRoute() {
    return (
      <RedirectIfSignedIn>
        <Page />
      </RedirectIfSignedIn>
    );
  };
}, texts);
