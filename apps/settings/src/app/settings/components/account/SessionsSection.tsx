import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signedOut } from '@taskflow/auth';
import { api, useAppDispatch } from '@taskflow/store';
import { Button, useConfirm, useToast } from '@taskflow/ui';
import { useLogoutEverywhereMutation } from '../../state/settings.api';
import { SettingsSection } from '../SettingsSection';

const LOGIN_PATH = '/login';

/** Ends every session of the user (every device, this one included) and opens the login page. */
export function SessionsSection() {
  const { t } = useTranslation('settings');
  const confirm = useConfirm();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [logoutEverywhere] = useLogoutEverywhereMutation();

  const signOutEverywhere = async () => {
    const done = await confirm({
      title: t('account.sessions.confirmTitle'),
      message: t('account.sessions.confirmMessage'),
      confirmLabel: t('account.sessions.button'),
      action: () => logoutEverywhere().unwrap(),
      errorMessage: t('account.sessions.failed'),
    });
    if (!done) return;
    // Leave the signed-in area first, so its guard does not report an expired session.
    navigate(LOGIN_PATH, { replace: true });
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    toast.success(t('account.sessions.done'));
  };

  return (
    <SettingsSection
      id="account-sessions"
      title={t('account.sessions.heading')}
      description={t('account.sessions.text')}
    >
      <div>
        <Button variant="danger" onClick={() => void signOutEverywhere()}>
          {t('account.sessions.button')}
        </Button>
      </div>
    </SettingsSection>
  );
}
