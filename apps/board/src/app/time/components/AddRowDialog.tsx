import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Form, SelectField, Stack } from '@taskflow/ui';
import { useBoardProjectsQuery, useProjectTasksQuery } from '../../common/state/tasks.api';
import { emptyRow, type TimesheetRow } from '../utils/timesheet-rows';

export interface AddRowDialogProps {
  open: boolean;
  onClose: () => void;
  onAdd: (row: TimesheetRow) => void;
}

/** Picks a project and optionally one of its tasks: a new, empty row of the week. */
export function AddRowDialog({ open, onClose, onAdd }: AddRowDialogProps) {
  const { t } = useTranslation('board');
  const projects = useBoardProjectsQuery(undefined, { skip: !open });
  const [projectId, setProjectId] = useState('');
  const [taskId, setTaskId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const tasks = useProjectTasksQuery(projectId, { skip: !open || !projectId });
  const activeProjects = (projects.data ?? []).filter((project) => project.isActive);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const project = activeProjects.find((candidate) => candidate.id === projectId);
    if (!project) {
      setError(t('time.timesheet.chooseProject'));
      return;
    }
    const task = tasks.data?.find((candidate) => candidate.id === taskId) ?? null;
    onAdd(
      emptyRow({
        projectId: project.id,
        projectName: project.name,
        clientCompanyName: project.clientCompany?.name ?? '',
        taskId: task?.id ?? null,
        taskTitle: task?.title ?? null,
      }),
    );
    setProjectId('');
    setTaskId('');
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('time.timesheet.addRowTitle')}
      closeLabel={t('time.timesheet.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('time.timesheet.cancel')}
          </Button>
          <Button type="submit" form="add-timesheet-row">
            {t('time.timesheet.add')}
          </Button>
        </>
      }
    >
      <Form id="add-timesheet-row" noValidate onSubmit={submit}>
        <Stack gap="md">
          <SelectField
            label={t('time.timesheet.project')}
            required
            value={projectId}
            error={error}
            placeholder="—"
            options={activeProjects.map((project) => ({
              value: project.id,
              label: `${project.name} · ${project.clientCompany?.name ?? ''}`,
            }))}
            onChange={(event) => {
              setProjectId(event.target.value);
              setTaskId('');
              setError(undefined);
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
        </Stack>
      </Form>
    </Dialog>
  );
}
