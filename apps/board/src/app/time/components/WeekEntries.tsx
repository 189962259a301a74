import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TimeEntryView } from '@taskflow/contracts';
import { formatDate, formatDurationEntry } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Button, Heading, Stack } from '@taskflow/ui';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The week's entries one by one (note, billable), each changed or deleted in the entry dialog unless locked. */
export function WeekEntries({ entries, onEdit }: { entries: TimeEntryView[]; onEdit: (entry: TimeEntryView) => void }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  if (entries.length === 0) return null;
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt));
  return (
    <Stack as="section" gap="sm" aria-labelledby="week-entries-heading">
      <Heading level={2} size="md" id="week-entries-heading">
        {t('time.reports.entries')}
      </Heading>
      <StyledList>
        {sorted.map((entry) => {
          const date = formatDate(entry.date, language);
          const hours = formatDurationEntry(entry.minutes, language);
          return (
            <li key={entry.id} data-entry-id={entry.id}>
              <span>{`${date} · ${hours}`}</span>
              <span>{entry.taskTitle ?? entry.projectName}</span>
              {entry.note && <StyledMuted>{entry.note}</StyledMuted>}
              {!entry.locked && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('time.entry.editOf', { date, hours })}
                  onClick={() => onEdit(entry)}
                >
                  {t('time.entry.edit')}
                </Button>
              )}
            </li>
          );
        })}
      </StyledList>
    </Stack>
  );
}
