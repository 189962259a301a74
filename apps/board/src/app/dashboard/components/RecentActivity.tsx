import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RecentActivityItem } from '@taskflow/contracts';
import { formatRelativeTime } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Avatar, Card, Heading, Text } from '@taskflow/ui';
import { StyledList, StyledRowLink, StyledRowText, StyledSectionHead } from './DashboardSection.styles';

export interface RecentActivityProps {
  activity: { data?: RecentActivityItem[]; isLoading: boolean; isError: boolean };
  now: Date;
  /** A client's feed is the latest comments they may read. */
  isClient: boolean;
}

/** The latest comments and approval steps, each opening its task on the board or its project. */
export function RecentActivity({ activity, now, isClient }: RecentActivityProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const items = activity.data ?? [];
  return (
    <Card padding="lg" as="section" aria-labelledby="dashboard-activity">
      <StyledSectionHead>
        <Heading level={3} size="lg" id="dashboard-activity">
          {isClient ? t('dashboard.latestComments') : t('dashboard.activity')}
        </Heading>
        <Link to="/dashboard/messages">{t('dashboard.toMessages')}</Link>
      </StyledSectionHead>
      {activity.isError ? (
        <Text muted size="sm">
          {t('dashboard.activityError')}
        </Text>
      ) : items.length === 0 ? (
        <Text muted size="sm">
          {activity.isLoading
            ? t('dashboard.loading')
            : isClient
              ? t('dashboard.noComments')
              : t('dashboard.noActivity')}
        </Text>
      ) : (
        <StyledList data-testid="dashboard-activity">
          {items.map((item) => (
            <li key={item.id}>
              <StyledRowLink
                to={
                  item.relatedTo.type === 'task'
                    ? `/dashboard/kanban?projectId=${item.relatedTo.projectId}&taskId=${item.relatedTo.id}`
                    : `/dashboard/projects/${item.relatedTo.id}`
                }
              >
                <Avatar name={item.author.name} size="sm" decorative />
                <StyledRowText>
                  <strong>{item.content}</strong>
                  <span>
                    {t(item.author.type === 'client' ? 'dashboard.activityByClient' : 'dashboard.activityBy', {
                      name: item.author.name,
                      title: item.relatedTo.title,
                    })}{' '}
                    · {formatRelativeTime(item.timestamp, now, language)}
                  </span>
                </StyledRowText>
              </StyledRowLink>
            </li>
          ))}
        </StyledList>
      )}
    </Card>
  );
}
