import { DEFAULT_AGENCY_TIME_ZONE } from '@taskflow/contracts';
import { IANAZone } from 'luxon';

/** The agency's zone (docs/recurring-tasks.md), if it names one the runtime knows; otherwise the default. */
export function zoneOf(name: string | undefined): string {
  return name && IANAZone.isValidZone(name) ? name : DEFAULT_AGENCY_TIME_ZONE;
}
