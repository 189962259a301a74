import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Stack, Text } from '@taskflow/ui-core';
import { StyledNotFoundPage } from './NotFoundPage';
import { DASHBOARD_PATH } from './routing/route-paths';

/** Where a signed-in user lands on a page their role may not open. */
export function UnauthorizedPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <StyledNotFoundPage data-testid="unauthorized-page">
      <Stack gap="md" align="center">
        <Heading level={1}>{t('unauthorized.title')}</Heading>
        <Text muted>{t('unauthorized.text')}</Text>
        <Stack direction="horizontal" gap="sm" justify="center">
          <Button variant="secondary" onClick={() => navigate(-1)}>
            {t('actions.back')}
          </Button>
          <Button onClick={() => navigate(DASHBOARD_PATH)}>{t('actions.goToDashboard')}</Button>
        </Stack>
      </Stack>
    </StyledNotFoundPage>
  );
}
