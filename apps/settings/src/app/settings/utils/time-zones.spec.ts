import { offsetOf, regionOf, timeZoneChoices, timeZoneNames } from './time-zones';

describe('time zones', () => {
  it('lists the IANA zones of the runtime with UTC and the default, and keeps a stored zone the runtime lacks', () => {
    const names = timeZoneNames('Europe/Kiev');
    expect(names).toEqual(expect.arrayContaining(['Europe/Berlin', 'America/New_York', 'UTC', 'Europe/Kiev']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('groups by the region of the name, anything else under other', () => {
    expect(regionOf('America/Argentina/Buenos_Aires')).toBe('America');
    expect(regionOf('Indian/Maldives')).toBe('Indian');
    expect(regionOf('UTC')).toBe('other');
    expect(regionOf('Etc/GMT+5')).toBe('other');
  });

  it('tells the offset at the given moment, summer time included', () => {
    expect(offsetOf('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+01:00');
    expect(offsetOf('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+02:00');
    expect(offsetOf('Not/AZone', new Date())).toBe('');
  });

  it('orders the choices region by region, the rest last', () => {
    const regions = timeZoneChoices(null, new Date('2026-01-15T12:00:00Z')).map((choice) => choice.region);
    expect(regions[0]).toBe('Africa');
    expect(regions.at(-1)).toBe('other');
    expect(regions.indexOf('Europe')).toBeGreaterThan(regions.lastIndexOf('Asia'));
  });
});
