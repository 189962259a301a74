import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@taskflow/contracts';
import { Button, StatePanel } from '@taskflow/ui-core';

export function RemoteFallback({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <StatePanel
      variant="error"
      title={t('remote.unavailableTitle')}
      description={t('remote.unavailableText', { area: t(`remote.areas.${name}`) })}
      action={<Button onClick={onRetry}>{t('actions.retry')}</Button>}
      data-testid={`remote-fallback-${name}`}
    />
  );
}
