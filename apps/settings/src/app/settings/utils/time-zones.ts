/** What the API stores for a user who never chose a time zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** The IANA regions the list is grouped by; anything else (UTC, Etc/…) goes under "other". */
export const TIME_ZONE_REGIONS = [
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
] as const;
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number] | 'other';

export interface TimeZoneChoice {
  /** IANA name, e.g. Europe/Berlin (what the API stores). */
  name: string;
  region: TimeZoneRegion;
  /** The current UTC offset, e.g. "GMT+01:00" ("GMT" at zero). */
  offset: string;
}

/** Every IANA time zone this browser knows, plus `current` when the browser does not list it (e.g. an alias). */
export function timeZoneNames(current?: string | null): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...names, 'UTC', DEFAULT_TIME_ZONE]);
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}

export function regionOf(name: string): TimeZoneRegion {
  const prefix = name.split('/')[0];
  return (TIME_ZONE_REGIONS as readonly string[]).includes(prefix) && name.includes('/')
    ? (prefix as TimeZoneRegion)
    : 'other';
}

/** The zone's UTC offset at `at`, e.g. "GMT+02:00"; empty when the runtime does not know the zone. */
export function offsetOf(name: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((item) => item.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

// Building ~420 formatters costs ~100 ms: offsets are kept per zone and hour, so remounting the form is free.
const offsetCache = new Map<string, string>();

function cachedOffset(name: string, at: Date): string {
  const key = `${name}@${Math.floor(at.getTime() / 3_600_000)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = offsetOf(name, at);
    offsetCache.set(key, offset);
  }
  return offset;
}

/** The choices of the time zone field, grouped by region in the order of TIME_ZONE_REGIONS, then "other". */
export function timeZoneChoices(current: string | null | undefined, at: Date): TimeZoneChoice[] {
  const order = [...TIME_ZONE_REGIONS, 'other'];
  return timeZoneNames(current)
    .map((name) => ({ name, region: regionOf(name), offset: cachedOffset(name, at) }))
    .sort((a, b) => order.indexOf(a.region) - order.indexOf(b.region) || a.name.localeCompare(b.name));
}
