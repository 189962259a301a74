import type { RecurrencePattern, RecurrenceRuleRequest } from '@taskflow/contracts';

/** A template's rule with the defaults the API fills in, for the words of the repeat. */
export function patternOfRule(rule: RecurrenceRuleRequest): RecurrencePattern {
  return {
    frequency: rule.frequency,
    interval: rule.interval ?? 1,
    weekdays: rule.weekdays ?? [],
    monthDay: rule.monthDay ?? null,
    nthWeekday: rule.nthWeekday ?? null,
    ends: rule.ends ?? { type: 'never' },
  };
}
