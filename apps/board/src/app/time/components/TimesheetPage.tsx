import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageHeader } from '@taskflow/app-providers';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@taskflow/auth';
import { addDays, formatDate, localDay, parseDurationEntry, weekDays, weekStartOf } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { usePermissions, type RootState } from '@taskflow/store';
import {
  Button,
  EmptyState,
  Heading,
  LoadingState,
  SelectField,
  Stack,
  Text,
  useAnnounce,
  useToast,
} from '@taskflow/ui';
import { QueryGate } from '../../common/components/QueryGate';
import { StyledChip } from '../../common/components/TaskChips';
import { useAssignableUsersQuery } from '../../common/state/tasks.api';
import {
  useChangeTimesheetWeekMutation,
  useCreateTimeEntryMutation,
  useDeleteTimeEntryMutation,
  useTimesheetQuery,
  useUpdateTimeEntryMutation,
} from '../../common/state/time.api';
import { entrySaveErrorKey } from '../utils/time-errors';
import { cellChange, entriesOn, timesheetRows, type TimesheetRow } from '../utils/timesheet-rows';
import type { TimeEntryView } from '@taskflow/contracts';
import { AddRowDialog } from './AddRowDialog';
import { EntryDialog } from './EntryDialog';
import { WeekEntries } from './WeekEntries';
import { TimesheetGrid } from './TimesheetGrid';

const STATUS_TONE = { open: 'neutral', submitted: 'info', locked: 'warning' } as const;

/** /dashboard/time: a person's week (tasks × days), edited in place; submitted by them, locked by an admin. */
export function TimesheetPage() {
  const { t } = useTranslation(['board', 'timer']);
  const { language } = useLanguage();
  const toast = useToast();
  const announce = useAnnounce();
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const isAdmin = user?.userType === 'admin';
  const permissions = usePermissions();
  const navigate = useNavigate();
  const canReport = isAdmin || permissions.has('canAccessReports');
  usePageHeader({
    action: canReport
      ? { label: t('time.reports.title'), onClick: () => navigate('/dashboard/time/reports') }
      : undefined,
  });
  const today = localDay(new Date());
  const [weekStart, setWeekStart] = useState(() => weekStartOf(today));
  const [personId, setPersonId] = useState('');
  const [added, setAdded] = useState<TimesheetRow[]>([]);
  const [adding, setAdding] = useState(false);
  const [entryDialog, setEntryDialog] = useState<{ entry: TimeEntryView | null } | null>(null);
  const people = useAssignableUsersQuery(undefined, { skip: !isAdmin });
  const viewingOther = Boolean(personId && personId !== user?.id);
  const week = useTimesheetQuery({ weekStart, userId: viewingOther ? personId : undefined });
  const [createEntry] = useCreateTimeEntryMutation();
  const [updateEntry] = useUpdateTimeEntryMutation();
  const [deleteEntry] = useDeleteTimeEntryMutation();
  const [changeWeek, changingWeek] = useChangeTimesheetWeekMutation();

  const days = weekDays(weekStart);
  const dayLabels = days.map((day) =>
    new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { weekday: 'short', day: 'numeric' }).format(
      new Date(`${day}T12:00:00`),
    ),
  );
  const status = week.data?.status ?? 'open';
  const locked = status === 'locked';
  const personName = people.data?.find((person) => person.id === personId);

  const goToWeek = (start: string) => {
    setWeekStart(start);
    setAdded([]);
  };

  const save = async (row: TimesheetRow, day: string, text: string): Promise<string | null> => {
    let minutes: number | null = null;
    if (text.trim() !== '') {
      const parsed = parseDurationEntry(text, language);
      if (parsed.error !== null) return t(`timer:duration.${parsed.error}`);
      minutes = parsed.minutes;
    }
    const change = cellChange(entriesOn(row, day), minutes);
    try {
      if (change.kind === 'refused')
        return t(change.reason === 'split' ? 'time.timesheet.splitCell' : 'time.timesheet.entryLocked');
      if (change.kind === 'create')
        await createEntry({
          taskId: row.taskId,
          projectId: row.projectId,
          date: day,
          minutes: change.minutes,
          userId: viewingOther ? personId : undefined,
        }).unwrap();
      else if (change.kind === 'update')
        await updateEntry({ id: change.entry.id, changes: { minutes: change.minutes } }).unwrap();
      else if (change.kind === 'delete') await deleteEntry(change.entry.id).unwrap();
      if (change.kind !== 'none')
        announce(t(change.kind === 'delete' ? 'time.timesheet.cleared' : 'time.timesheet.saved'));
      return null;
    } catch (error) {
      return t(`time.timesheet.${entrySaveErrorKey(error)}`);
    }
  };

  const weekAction = async (action: 'submit' | 'lock' | 'unlock') => {
    try {
      await changeWeek({ action, weekStart, userId: viewingOther ? personId : undefined }).unwrap();
      toast.success(
        t(`time.timesheet.${action === 'submit' ? 'submitted' : action === 'lock' ? 'locked' : 'unlocked'}Toast`),
      );
    } catch {
      toast.error(t('time.timesheet.actionError'));
    }
  };

  return (
    <Stack gap="lg" data-testid="timesheet-page">
      <Stack direction="horizontal" gap="sm" wrap align="end" justify="between">
        <Stack direction="horizontal" gap="sm" wrap align="center">
          <Button variant="secondary" size="sm" onClick={() => goToWeek(addDays(weekStart, -7))}>
            {t('time.timesheet.previousWeek')}
          </Button>
          <Heading level={2} size="md" id="timesheet-week" aria-live="polite">
            {t('time.timesheet.weekOf', { date: formatDate(weekStart, language) })}
          </Heading>
          <Button variant="secondary" size="sm" onClick={() => goToWeek(addDays(weekStart, 7))}>
            {t('time.timesheet.nextWeek')}
          </Button>
          {weekStart !== weekStartOf(today) && (
            <Button variant="ghost" size="sm" onClick={() => goToWeek(weekStartOf(today))}>
              {t('time.timesheet.thisWeek')}
            </Button>
          )}
          <StyledChip $tone={STATUS_TONE[status]} data-testid="week-status">
            {t(`time.timesheet.status.${status}`)}
          </StyledChip>
        </Stack>
        {isAdmin && (
          <SelectField
            label={t('time.timesheet.person')}
            value={personId || user?.id || ''}
            options={(people.data ?? []).map((person) => ({
              value: person.id,
              label: `${person.firstName} ${person.lastName}`,
            }))}
            onChange={(event) => {
              setPersonId(event.target.value === user?.id ? '' : event.target.value);
              setAdded([]);
            }}
          />
        )}
      </Stack>
      {viewingOther && personName && (
        <Text size="sm">
          {t('time.timesheet.viewingOther', { name: `${personName.firstName} ${personName.lastName}` })}
        </Text>
      )}
      {locked && (
        <Text role="status" size="sm" data-testid="week-locked">
          {t('time.timesheet.lockedMessage')}
        </Text>
      )}
      <QueryGate
        query={week}
        loading={<LoadingState rows={4} label={t('time.timesheet.title')} />}
        errorMessage={t('time.timesheet.loadError')}
        keepData
      >
        {(data) => {
          const rows = timesheetRows(data, added);
          return rows.length === 0 ? (
            <EmptyState
              message={t('time.timesheet.empty')}
              action={
                locked ? undefined : <Button onClick={() => setAdding(true)}>{t('time.timesheet.addRow')}</Button>
              }
            />
          ) : (
            <Stack gap="lg">
              <TimesheetGrid
                rows={rows}
                days={days}
                dayLabels={dayLabels}
                minutesByDay={data.minutesByDay}
                totalMinutes={data.totalMinutes}
                language={language}
                readOnly={locked}
                today={today}
                onSave={save}
                labelledBy="timesheet-week"
              />
              <WeekEntries
                entries={data.rows.flatMap((row) => row.entries)}
                onEdit={(entry) => setEntryDialog({ entry })}
              />
            </Stack>
          );
        }}
      </QueryGate>
      <Stack direction="horizontal" gap="sm" wrap>
        {!locked && week.data && timesheetRows(week.data, added).length > 0 && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('time.timesheet.addRow')}
          </Button>
        )}
        {!locked && week.data && (
          <Button variant="secondary" onClick={() => setEntryDialog({ entry: null })}>
            {t('time.entry.add')}
          </Button>
        )}
        {!viewingOther && status === 'open' && week.data && (
          <Button variant="secondary" loading={changingWeek.isLoading} onClick={() => void weekAction('submit')}>
            {t('time.timesheet.submit')}
          </Button>
        )}
        {isAdmin && week.data && (
          <Button
            variant={locked ? 'secondary' : 'primary'}
            loading={changingWeek.isLoading}
            onClick={() => void weekAction(locked ? 'unlock' : 'lock')}
          >
            {t(locked ? 'time.timesheet.unlock' : 'time.timesheet.lock')}
          </Button>
        )}
      </Stack>
      <EntryDialog
        open={entryDialog !== null}
        entry={entryDialog?.entry}
        userId={viewingOther ? personId : undefined}
        onClose={() => setEntryDialog(null)}
      />
      <AddRowDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={(row) => {
          setAdded((rows) => [...rows.filter((candidate) => candidate.key !== row.key), row]);
          setAdding(false);
        }}
      />
    </Stack>
  );
}
