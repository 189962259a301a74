import { reportRangeParts } from './time-reports.service';

describe('reportRangeParts', () => {
  it.each([
    [{}, '-infinity', 'infinity', 'infinity'],
    [{ from: '2026-01-01', to: '2026-12-31' }, '2026-01-01', '2027-01-01', '2027-01-01'],
    [{ from: '2025-11-29', to: '2026-11-28' }, '2025-12-01', '2026-11-01', '2026-11-01'],
    [{ from: '2026-02-01', to: '2026-02-28' }, '2026-02-01', '2026-03-01', '2026-03-01'],
    [{ from: '2028-02-01', to: '2028-02-28' }, '2028-02-01', '2028-02-01', '2028-02-01'],
    [{ from: '2028-02-01', to: '2028-02-29' }, '2028-02-01', '2028-03-01', '2028-03-01'],
    [{ from: '2026-10-15', to: '2026-10-20' }, '2026-11-01', '2026-10-01', '2026-11-01'],
    [{ from: '2026-10-31', to: '2026-11-01' }, '2026-11-01', '2026-11-01', '2026-11-01'],
    [{ from: '2026-12-02' }, '2027-01-01', 'infinity', 'infinity'],
    [{ to: '2026-04-30' }, '-infinity', '2026-05-01', '2026-05-01'],
    [{ to: '2026-04-29' }, '-infinity', '2026-04-01', '2026-04-01'],
  ])('%j: whole months from %s until %s, the days after from %s', (filter, wholeFrom, wholeUntil, afterWhole) => {
    expect(reportRangeParts(filter)).toEqual({ wholeFrom, wholeUntil, afterWhole });
  });
});
