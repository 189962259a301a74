import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { QueryFlag } from '@taskflow/contracts';

export interface ReportFilters {
  from: string;
  to: string;
  clientCompanyId: string;
  projectId: string;
  userId: string;
  billable: '' | QueryFlag;
}

/** The address's name of each filter: /dashboard/time/reports?from=…&to=…&client=…&project=…&person=…&billable=… */
const PARAMS: Record<keyof ReportFilters, string> = {
  from: 'from',
  to: 'to',
  clientCompanyId: 'client',
  projectId: 'project',
  userId: 'person',
  billable: 'billable',
};

/** This month up to today, everything else open. */
export function defaultReportFilters(today: string): ReportFilters {
  return { from: `${today.slice(0, 8)}01`, to: today, clientCompanyId: '', projectId: '', userId: '', billable: '' };
}

/**
 * The report's filters, kept in the page's address: a reload, the back button and a link sent to a colleague show the
 * same report. A missing parameter is the default; a cleared date stays cleared (an empty parameter).
 */
export function useReportFilters(today: string): [ReportFilters, (changes: Partial<ReportFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const defaults = defaultReportFilters(today);
    const read = (key: keyof ReportFilters) => params.get(PARAMS[key]) ?? defaults[key];
    const billable = read('billable');
    return {
      from: read('from'),
      to: read('to'),
      clientCompanyId: read('clientCompanyId'),
      projectId: read('projectId'),
      userId: read('userId'),
      billable: billable === 'true' || billable === 'false' ? billable : '',
    } satisfies ReportFilters;
  }, [params, today]);

  const change = useCallback(
    (changes: Partial<ReportFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [keyof ReportFilters, string][]) {
            const isDate = key === 'from' || key === 'to';
            if (value === '' && !isDate) next.delete(PARAMS[key]);
            else next.set(PARAMS[key], value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, change];
}
