import { useTranslation } from 'react-i18next';
import type { ClientBudgetMeterView, ProjectBudgetView } from '@taskflow/contracts';
import { formatCurrencyEur, formatDurationEntry } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Button, Card, Heading, LoadingState, Stack, Text } from '@taskflow/ui';
import { useProjectBudgetQuery } from '../../common/state/time.api';
import { formatCents } from '../../common/utils/money';
import { BudgetMeter } from './BudgetMeter';

const isClientMeter = (view: ProjectBudgetView | ClientBudgetMeterView): view is ClientBudgetMeterView =>
  'percent' in view;

/**
 * A project's budget meter: for the agency hours and money spent of the budget (warning colours at 80 % and 100 %);
 * for a client the hours meter only while the project shares it (the API answers 404 otherwise: then nothing).
 */
export function ProjectBudget({ projectId, isClient }: { projectId: string; isClient: boolean }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const budget = useProjectBudgetQuery(projectId);
  const status = (budget.error as { status?: unknown } | undefined)?.status;
  if (status === 404 || status === 403) return null;
  if (isClient && !budget.data) return null;

  const hours = (minutes: number) => formatDurationEntry(minutes, language) || '0';
  let content;
  if (budget.isLoading) content = <LoadingState rows={2} label={t('time.budget.title')} />;
  else if (!budget.data)
    content = (
      <Stack gap="sm">
        <Text size="sm">{t('time.budget.loadError')}</Text>
        <div>
          <Button size="sm" variant="secondary" onClick={() => void budget.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      </Stack>
    );
  else if (isClientMeter(budget.data)) {
    const meter = budget.data;
    content = (
      <BudgetMeter
        label={t('time.budget.hoursMeter')}
        text={t('time.budget.hours', { spent: hours(meter.spentMinutes), budget: hours(meter.budgetHours * 60) })}
        percent={meter.percent}
      />
    );
  } else {
    const view = budget.data;
    const noBudget = view.hoursPercent === null && view.moneyPercent === null;
    content = (
      <Stack gap="md">
        {view.budgetHours !== null && view.hoursPercent !== null && (
          <BudgetMeter
            label={t('time.budget.hoursMeter')}
            text={t('time.budget.hours', { spent: hours(view.spentMinutes), budget: hours(view.budgetHours * 60) })}
            percent={view.hoursPercent}
            warning={t('time.budget.warning', { percent: view.hoursPercent })}
            over={t('time.budget.over')}
          />
        )}
        {view.budgetCents !== null && view.spentCents !== null && view.moneyPercent !== null && (
          <BudgetMeter
            label={t('time.budget.moneyMeter')}
            text={t('time.budget.money', {
              spent: formatCents(view.spentCents, language),
              budget: formatCurrencyEur(view.budgetCents / 100, language),
            })}
            percent={view.moneyPercent}
            warning={t('time.budget.warning', { percent: view.moneyPercent })}
            over={t('time.budget.over')}
          />
        )}
        {noBudget && <Text size="sm">{t('time.budget.noBudget')}</Text>}
        {view.sharedWithClient && (
          <Text size="sm" muted>
            {t('time.budget.sharedWithClient')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Card padding="lg" as="section" aria-labelledby="project-budget-heading" data-testid="project-budget-meter">
      <Stack gap="md">
        <Heading level={3} size="md" id="project-budget-heading">
          {isClient ? t('time.budget.clientTitle') : t('time.budget.title')}
        </Heading>
        {content}
      </Stack>
    </Card>
  );
}
