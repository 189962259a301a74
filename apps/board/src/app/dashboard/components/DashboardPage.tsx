import { useTranslation } from 'react-i18next';
import { Heading, Stack, StatePanel, Text } from '@taskflow/ui';

export function DashboardPage() {
  const { t } = useTranslation('board');
  return (
    <Stack gap="xl" data-testid="dashboard-page">
      <Stack gap="xs">
        <Heading level={2}>{t('dashboard.welcome')}</Heading>
      </Stack>
      <StatePanel title={t('dashboard.emptyTitle')} description={<Text muted>{t('dashboard.emptyText')}</Text>} />
    </Stack>
  );
}
