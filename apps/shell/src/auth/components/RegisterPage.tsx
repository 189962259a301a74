import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_PLAN, PASSWORD_MIN_LENGTH, type Plan } from '@taskflow/contracts';
import { Button, Checkbox, Form, Stack, Text, TextField } from '@taskflow/ui';
import { DEFAULT_SIGNED_IN_PATH } from '../../routing/route-access';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useValidatedForm } from '../hooks/use-validated-form';
import { useGetRegistrationStatusQuery, useRegisterMutation } from '../state/auth.api';
import { registrationErrorMessage } from '../utils/auth-errors';
import { validateRegister, type RegisterValues } from '../utils/validation';
import { AuthLayout, StyledTextLink } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { planFromQuery, PlanPicker } from './PlanPicker';
import { SocialSignIn } from './SocialSignIn';

export const StyledNameRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: 1fr;
  }
`;

const initialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
};

/**
 * The registration form, or, when the installation takes no new agencies (REGISTRATION invite-only or closed, with an
 * agency set up already), a notice saying so. Until the API has answered (or when it cannot), the form shows: the
 * API refuses a closed registration itself.
 */
export function RegisterPage() {
  const { data: registration } = useGetRegistrationStatusQuery();
  if (registration && !registration.newAgenciesAllowed) return <RegistrationClosed />;
  return <RegisterForm />;
}

function RegistrationClosed() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('auth:register.closed.title')}>
      <Stack gap="lg">
        <Text>{t('auth:register.closed.text')}</Text>
        <Text size="sm">
          <StyledTextLink to="/login">{t('auth:register.closed.loginLink')}</StyledTextLink>
        </Text>
      </Stack>
    </AuthLayout>
  );
}

function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams] = useSearchParams();
  const [plan, setPlan] = useState<Plan>(() => planFromQuery(searchParams.get('plan'), DEFAULT_PLAN));
  const [agreeToNewsletter, setAgreeToNewsletter] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();
  const completeSignIn = useCompleteSignIn();
  const { values, errors, setValue, touch, validateAll } = useValidatedForm(initialValues, validateRegister);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const fieldError = (key?: string) => (key ? t(`auth:${key}`, { min: PASSWORD_MIN_LENGTH }) : undefined);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    if (!validateAll()) return;
    try {
      const session = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        companyName: values.companyName.trim(),
        plan,
        agreeToNewsletter,
      }).unwrap();
      completeSignIn(session, { remember: true, to: DEFAULT_SIGNED_IN_PATH, toastKey: 'register.success' });
    } catch (error) {
      setSubmitError(registrationErrorMessage(error, t));
    }
  };

  const textField = (field: 'firstName' | 'lastName' | 'email' | 'companyName', autoComplete: string) => (
    <TextField
      label={t(`auth:fields.${field}`)}
      name={field}
      type={field === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      value={values[field]}
      error={fieldError(errors[field])}
      onChange={(event) => setValue(field, event.target.value)}
      onBlur={() => touch(field)}
    />
  );

  return (
    <AuthLayout title={t('auth:register.title')} subtitle={t('auth:register.subtitle')} wide>
      <Form noValidate onSubmit={onSubmit} aria-label={t('auth:register.title')}>
        <Stack gap="lg">
          {submitError ? <FormAlert>{submitError}</FormAlert> : null}
          <PlanPicker value={plan} onChange={setPlan} />
          <StyledNameRow>
            {textField('firstName', 'given-name')}
            {textField('lastName', 'family-name')}
          </StyledNameRow>
          {textField('email', 'email')}
          {textField('companyName', 'organization')}
          <NewPasswordFields
            passwordLabel={t('auth:fields.password')}
            values={values}
            errors={errors}
            errorText={fieldError}
            onChange={setValue}
            onBlur={touch}
          />
          <Checkbox
            name="agreeToTerms"
            checked={values.agreeToTerms}
            error={fieldError(errors.agreeToTerms)}
            onChange={(event) => {
              setValue('agreeToTerms', event.target.checked);
              touch('agreeToTerms');
            }}
            onBlur={() => touch('agreeToTerms')}
            label={
              <>
                {t('auth:register.agreeToTermsBefore')}
                <Link to="/terms" target="_blank" rel="noopener">
                  {t('auth:register.terms')}
                </Link>
                {t('auth:register.agreeToTermsBetween')}
                <Link to="/privacy" target="_blank" rel="noopener">
                  {t('auth:register.privacy')}
                </Link>
                {t('auth:register.agreeToTermsAfter')}
              </>
            }
          />
          <Checkbox
            name="agreeToNewsletter"
            checked={agreeToNewsletter}
            onChange={(event) => setAgreeToNewsletter(event.target.checked)}
            label={t('auth:register.agreeToNewsletter')}
          />
          <Button type="submit" fullWidth loading={isLoading}>
            {isLoading ? t('auth:register.submitting') : t('auth:register.submit')}
          </Button>
        </Stack>
      </Form>
      <SocialSignIn
        dividerLabel={t('auth:login.orContinueWith')}
        providers={[{ href: '/auth/google', label: t('auth:register.google') }]}
      />
      <Text size="sm" muted>
        {t('auth:register.haveAccount')} <StyledTextLink to="/login">{t('auth:register.loginLink')}</StyledTextLink>
      </Text>
    </AuthLayout>
  );
}
