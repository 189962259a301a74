import type { RecurrenceRuleRequest, RecurrenceView } from '@taskflow/contracts';
import { api, liveTags } from '@taskflow/store';

/**
 * A task's repetition (docs/recurring-tasks.md). Read again whenever the task changes (its live tag), so a rule set
 * elsewhere shows here too.
 */
export const recurrenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    taskRecurrence: build.query<RecurrenceView, string>({
      query: (taskId) => `/tasks/${taskId}/recurrence`,
      providesTags: (_view, _error, taskId) => [liveTags.taskDependent(taskId)],
    }),
    setTaskRecurrence: build.mutation<RecurrenceView, { taskId: string; rule: RecurrenceRuleRequest }>({
      query: ({ taskId, rule }) => ({ url: `/tasks/${taskId}/recurrence`, method: 'PUT', body: rule }),
      invalidatesTags: (_view, _error, { taskId }) => [liveTags.task(taskId), liveTags.taskDependent(taskId)],
    }),
    stopTaskRecurrence: build.mutation<void, string>({
      query: (taskId) => ({ url: `/tasks/${taskId}/recurrence`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, taskId) => [liveTags.task(taskId), liveTags.taskDependent(taskId)],
    }),
  }),
});

export const { useTaskRecurrenceQuery, useSetTaskRecurrenceMutation, useStopTaskRecurrenceMutation } = recurrenceApi;
