import type {
  AcceptInvitationRequest,
  ConsumeSignInLinkRequest,
  DemoAccountsResponse,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  RegistrationStatusResponse,
  ResetPasswordRequest,
  SignInLinkRequest,
  SignInResult,
  TwoFactorSetupConfirmSignInRequest,
  TwoFactorSetupResponse,
  TwoFactorSetupSignInRequest,
  TwoFactorSetupSignInResponse,
  TwoFactorSignInRequest,
} from '@taskflow/contracts';
import { api } from '@taskflow/store';

/** Sign-in, registration, password reset and invitation calls of the shell. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A session, or the second step two-factor asks for. */
    login: build.mutation<SignInResult, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    /** The second step with a code or a recovery code: answers the session (and sets the refresh cookie). */
    twoFactorSignIn: build.mutation<LoginResponse, TwoFactorSignInRequest>({
      query: (body) => ({ url: '/auth/two-factor', method: 'POST', body }),
    }),
    /** The set-up the agency requires, with the sign-in's set-up token: a new secret and its QR code. */
    twoFactorSetupSignIn: build.mutation<TwoFactorSetupResponse, TwoFactorSetupSignInRequest>({
      query: (body) => ({ url: '/auth/two-factor/setup', method: 'POST', body }),
    }),
    /** Its first code turns two-factor on: answers the session with the recovery codes (shown once). */
    twoFactorSetupConfirmSignIn: build.mutation<TwoFactorSetupSignInResponse, TwoFactorSetupConfirmSignInRequest>({
      query: (body) => ({ url: '/auth/two-factor/setup/confirm', method: 'POST', body }),
    }),
    /** Public: whether a new agency may register on this installation (REGISTRATION of the API). */
    getRegistrationStatus: build.query<RegistrationStatusResponse, void>({
      query: () => '/registration',
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<unknown, ForgotPasswordRequest>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    /** Always answers 204: whether a link was mailed is never told. */
    requestSignInLink: build.mutation<unknown, SignInLinkRequest>({
      query: (body) => ({ url: '/auth/sign-in-link', method: 'POST', body }),
    }),
    /** The emailed link's token signs the person in; answers like login (a session with the link's remember-me choice, or the two-factor step). */
    consumeSignInLink: build.mutation<SignInResult, ConsumeSignInLinkRequest>({
      query: (body) => ({ url: '/auth/sign-in-link/consume', method: 'POST', body }),
    }),
    /** The invited team member sets a password; answers like login (and sets the refresh cookie). */
    acceptInvitation: build.mutation<LoginResponse, AcceptInvitationRequest>({
      query: (body) => ({ url: '/team/invitations/accept', method: 'POST', body }),
    }),
    /** Answers only when the server runs with demo data (404 otherwise). */
    getDemoAccounts: build.query<DemoAccountsResponse, void>({
      query: () => '/auth/demo-accounts',
    }),
  }),
});

export const {
  useLoginMutation,
  useTwoFactorSignInMutation,
  useTwoFactorSetupSignInMutation,
  useTwoFactorSetupConfirmSignInMutation,
  useGetRegistrationStatusQuery,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useAcceptInvitationMutation,
  useRequestSignInLinkMutation,
  useConsumeSignInLinkMutation,
  useGetDemoAccountsQuery,
} = authApi;
