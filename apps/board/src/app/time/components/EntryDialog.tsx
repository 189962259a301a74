import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeEntryView } from '@taskflow/contracts';
import { formatDurationEntry, isIsoDay, localDay, parseDurationEntry } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import {
  Button,
  CheckboxField,
  DateField,
  Dialog,
  Form,
  SelectField,
  Stack,
  Text,
  TextAreaField,
  TextField,
  useConfirm,
  useToast,
} from '@taskflow/ui';
import { useBoardProjectsQuery, useProjectTasksQuery } from '../../common/state/tasks.api';
import {
  useCreateTimeEntryMutation,
  useDeleteTimeEntryMutation,
  useUpdateTimeEntryMutation,
} from '../../common/state/time.api';
import { entrySaveErrorKey } from '../utils/time-errors';

export interface EntryDialogProps {
  open: boolean;
  /** The entry to change; none: a new entry. */
  entry?: TimeEntryView | null;
  /** A new entry of another person (admins). */
  userId?: string;
  onClose: () => void;
}

type Errors = Partial<Record<'project' | 'date' | 'duration' | 'form', string>>;

/** An entry by hand: task (or the project alone), day, hours in the UI's language, note, billable; Delete when changing. */
export function EntryDialog({ open, entry, userId, onClose }: EntryDialogProps) {
  const { t } = useTranslation(['board', 'timer']);
  const { language } = useLanguage();
  const toast = useToast();
  const confirm = useConfirm();
  const today = localDay(new Date());
  const [projectId, setProjectId] = useState('');
  const [taskId, setTaskId] = useState('');
  const [date, setDate] = useState(today);
  const [duration, setDuration] = useState('');
  const [note, setNote] = useState('');
  const [billable, setBillable] = useState<boolean | undefined>(undefined);
  const [errors, setErrors] = useState<Errors>({});
  const projects = useBoardProjectsQuery(undefined, { skip: !open });
  const tasks = useProjectTasksQuery(projectId, { skip: !open || !projectId });
  const [createEntry, creating] = useCreateTimeEntryMutation();
  const [updateEntry, updating] = useUpdateTimeEntryMutation();
  const [deleteEntry] = useDeleteTimeEntryMutation();

  useEffect(() => {
    if (!open) return;
    setProjectId(entry?.projectId ?? '');
    setTaskId(entry?.taskId ?? '');
    setDate(entry?.date ?? today);
    setDuration(formatDurationEntry(entry?.minutes, language));
    setNote(entry?.note ?? '');
    setBillable(entry?.billable);
    setErrors({});
  }, [open, entry, language, today]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const parsed = parseDurationEntry(duration, language);
    if (!projectId) found.project = t('time.timesheet.chooseProject');
    if (!isIsoDay(date)) found.date = t('time.entry.invalidDate');
    else if (date > today) found.date = t('time.timesheet.futureDay');
    if (parsed.error !== null) found.duration = t(`timer:duration.${parsed.error}`);
    setErrors(found);
    if (Object.keys(found).length > 0 || parsed.minutes === null) return;
    const fields = { projectId, taskId: taskId || null, date, minutes: parsed.minutes, note, billable };
    try {
      if (entry) await updateEntry({ id: entry.id, changes: fields }).unwrap();
      else await createEntry({ ...fields, userId }).unwrap();
      toast.success(t('time.timesheet.saved'));
      onClose();
    } catch (error) {
      const key = entrySaveErrorKey(error);
      setErrors(key === 'futureDay' ? { date: t('time.timesheet.futureDay') } : { form: t(`time.timesheet.${key}`) });
    }
  };

  const remove = async () => {
    if (!entry) return;
    const removed = await confirm({
      title: t('time.entry.deleteTitle'),
      message: t('time.entry.deleteText'),
      confirmLabel: t('time.entry.delete'),
      cancelLabel: t('time.timesheet.cancel'),
      tone: 'danger',
      action: () => deleteEntry(entry.id).unwrap(),
      errorMessage: t('time.timesheet.saveError'),
    });
    if (removed) {
      toast.success(t('time.timesheet.cleared'));
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(entry ? 'time.entry.editTitle' : 'time.entry.addTitle')}
      closeLabel={t('time.timesheet.cancel')}
      footer={
        <>
          {entry && !entry.locked && (
            <Button variant="danger" onClick={() => void remove()}>
              {t('time.entry.delete')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('time.timesheet.cancel')}
          </Button>
          <Button type="submit" form="time-entry-form" loading={creating.isLoading || updating.isLoading}>
            {t('time.entry.save')}
          </Button>
        </>
      }
    >
      <Form id="time-entry-form" noValidate onSubmit={submit}>
        <Stack gap="md">
          {errors.form && (
            <Text role="alert" size="sm">
              {errors.form}
            </Text>
          )}
          <SelectField
            label={t('time.timesheet.project')}
            required
            value={projectId}
            error={errors.project}
            placeholder="—"
            options={(projects.data ?? [])
              .filter((project) => project.isActive || project.id === projectId)
              .map((project) => ({
                value: project.id,
                label: `${project.name} · ${project.clientCompany?.name ?? ''}`,
              }))}
            onChange={(event) => {
              setProjectId(event.target.value);
              setTaskId('');
            }}
          />
          <SelectField
            label={t('time.timesheet.taskOptional')}
            value={taskId}
            disabled={!projectId}
            placeholder={t('time.timesheet.noTask')}
            options={(tasks.data ?? []).map((task) => ({ value: task.id, label: task.title }))}
            onChange={(event) => setTaskId(event.target.value)}
          />
          <DateField
            label={t('time.reports.date')}
            required
            value={date}
            onChange={setDate}
            language={language}
            calendarLabel={t('time.reports.date')}
            max={today}
            error={errors.date}
          />
          <TextField
            label={t('timer:duration.label')}
            hint={t('timer:duration.hint')}
            required
            inputMode="decimal"
            autoComplete="off"
            value={duration}
            error={errors.duration}
            onChange={(event) => setDuration(event.target.value)}
          />
          <TextAreaField
            label={t('time.reports.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <CheckboxField
            label={t('time.reports.billable')}
            hint={billable === undefined ? t('time.entry.billableDefault') : undefined}
            checked={billable ?? true}
            onChange={(event) => setBillable(event.target.checked)}
          />
        </Stack>
      </Form>
    </Dialog>
  );
}
