import type {
  ClientBudgetMeterView,
  CreateTimeEntryRequest,
  TimerStateView,
  MarkBilledRequest,
  ProjectBudgetView,
  ProjectTimeSettingsView,
  StartTimerRequest,
  StartTimerResponse,
  StopTimerRequest,
  TimeEntryFilter,
  TimeEntryListQuery,
  TimeEntryView,
  TimeExportFormat,
  TimeReportView,
  TimesheetQuery,
  TimesheetWeekRequest,
  TimesheetWeekView,
  UpdateProjectTimeSettingsRequest,
  UpdateTimeEntryRequest,
} from '@taskflow/contracts';
import { api, liveTags } from '@taskflow/store';

const entriesChanged = [liveTags.timeEntries()];

/** The file name the API gives an export (Content-Disposition), or one made from the filter. */
export function exportFileName(disposition: string | null, format: TimeExportFormat): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? `time-report.${format}`;
}

/** Hands a downloaded file to the browser as a download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Query parameters without the filter's empty fields. */
export function filterParams(filter: TimeEntryFilter | TimeEntryListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  return params;
}

/**
 * Time tracking (docs/time-tracking.md): the person's running timer, entries, the week timesheet, reports, and a
 * project's budget and time settings. Everything computed from entries provides `liveTags.timeEntries()` (refetched
 * on time:entry:changed); the running timer `liveTags.runningTimer()` (set by timer:changed).
 */
export const timeApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentTimer: build.query<TimerStateView, void>({
      query: () => '/time/timer',
      providesTags: [liveTags.runningTimer()],
    }),
    startTimer: build.mutation<StartTimerResponse, StartTimerRequest>({
      query: (body) => ({ url: '/time/timer', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(timeApi.util.upsertQueryData('currentTimer', undefined, { timer: data.timer }));
        if (data.stoppedEntry) dispatch(timeApi.util.invalidateTags(entriesChanged));
      },
    }),
    stopTimer: build.mutation<TimeEntryView, StopTimerRequest>({
      query: (body) => ({ url: '/time/timer/stop', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) dispatch(timeApi.util.upsertQueryData('currentTimer', undefined, { timer: null }));
      },
      invalidatesTags: (entry) => (entry ? entriesChanged : []),
    }),

    timeEntries: build.query<TimeEntryView[], TimeEntryListQuery>({
      query: (filter) => ({ url: '/time/entries', params: filterParams(filter) }),
      providesTags: entriesChanged,
    }),
    createTimeEntry: build.mutation<TimeEntryView, CreateTimeEntryRequest>({
      query: (body) => ({ url: '/time/entries', method: 'POST', body }),
      invalidatesTags: (entry) => (entry ? entriesChanged : []),
    }),
    updateTimeEntry: build.mutation<TimeEntryView, { id: string; changes: UpdateTimeEntryRequest }>({
      query: ({ id, changes }) => ({ url: `/time/entries/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (entry) => (entry ? entriesChanged : []),
    }),
    deleteTimeEntry: build.mutation<void, string>({
      query: (id) => ({ url: `/time/entries/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : entriesChanged),
    }),

    timesheet: build.query<TimesheetWeekView, TimesheetQuery>({
      query: (args) => ({ url: '/time/timesheet', params: filterParams(args) }),
      providesTags: entriesChanged,
    }),
    changeTimesheetWeek: build.mutation<unknown, TimesheetWeekRequest & { action: 'submit' | 'lock' | 'unlock' }>({
      query: ({ action, ...body }) => ({ url: `/time/timesheet/${action}`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : entriesChanged),
    }),

    timeReport: build.query<TimeReportView, TimeEntryFilter>({
      query: (filter) => ({ url: '/time/reports', params: filterParams(filter) }),
      providesTags: entriesChanged,
    }),
    /** GET /time/reports/export: the file, with the session's token, saved as the download the API names. */
    exportTimeReport: build.mutation<{ fileName: string }, TimeEntryFilter & { format: TimeExportFormat }>({
      async queryFn({ format, ...filter }, _api, _extra, baseQuery) {
        const answer = await baseQuery({
          url: '/time/reports/export',
          params: { ...filterParams(filter), format },
          responseHandler: (response) => (response.ok ? response.blob() : response.json().catch(() => null)),
        });
        if (answer.error) return { error: answer.error };
        const meta = answer.meta as { response?: Response } | undefined;
        const fileName = exportFileName(meta?.response?.headers.get('content-disposition') ?? null, format);
        saveFile(answer.data as Blob, fileName);
        return { data: { fileName } };
      },
    }),
    markBilled: build.mutation<unknown, MarkBilledRequest>({
      query: (body) => ({ url: '/time/entries/billed', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : entriesChanged),
    }),

    projectBudget: build.query<ProjectBudgetView | ClientBudgetMeterView | null, string>({
      query: (projectId) => `/projects/${projectId}/budget`,
      providesTags: entriesChanged,
    }),
    projectTimeSettings: build.query<ProjectTimeSettingsView, string>({
      query: (projectId) => `/projects/${projectId}/time-settings`,
      providesTags: (_settings, _error, projectId) => [{ type: 'Project', id: `time:${projectId}` }],
    }),
    updateProjectTimeSettings: build.mutation<
      ProjectTimeSettingsView,
      { projectId: string; changes: UpdateProjectTimeSettingsRequest }
    >({
      query: ({ projectId, changes }) => ({
        url: `/projects/${projectId}/time-settings`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: (_settings, error, { projectId }) =>
        error ? [] : [{ type: 'Project', id: `time:${projectId}` }, ...entriesChanged],
    }),
  }),
});

export const {
  useCurrentTimerQuery,
  useStartTimerMutation,
  useStopTimerMutation,
  useTimeEntriesQuery,
  useCreateTimeEntryMutation,
  useUpdateTimeEntryMutation,
  useDeleteTimeEntryMutation,
  useTimesheetQuery,
  useChangeTimesheetWeekMutation,
  useTimeReportQuery,
  useExportTimeReportMutation,
  useMarkBilledMutation,
  useProjectBudgetQuery,
  useProjectTimeSettingsQuery,
  useUpdateProjectTimeSettingsMutation,
} = timeApi;
