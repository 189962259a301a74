import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StyledNotFoundPage } from '@taskflow/app-providers';
import { Button, Heading, Stack, Text } from '@taskflow/ui';
import { DEFAULT_SIGNED_IN_PATH } from '../routing/route-access';

/** Where a signed-in user lands on a page their role may not open. */
export function UnauthorizedPage() {
  const { t } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  return (
    <StyledNotFoundPage data-testid="unauthorized-page">
      <Stack gap="md" align="center">
        <Heading level={1}>{t('pages:unauthorized.title')}</Heading>
        <Text muted>{t('pages:unauthorized.text')}</Text>
        <Stack direction="horizontal" gap="sm" justify="center">
          <Button variant="secondary" onClick={() => navigate(-1)}>
            {t('common:actions.back')}
          </Button>
          <Button onClick={() => navigate(DEFAULT_SIGNED_IN_PATH)}>{t('common:actions.goToDashboard')}</Button>
        </Stack>
      </Stack>
    </StyledNotFoundPage>
  );
}
