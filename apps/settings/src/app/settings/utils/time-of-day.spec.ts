import { parseTimeOfDay } from './time-of-day';

describe('parseTimeOfDay (24-hour clock in both languages)', () => {
  it.each([
    ['21:30', '21:30'],
    ['21.30', '21:30'],
    ['2130', '21:30'],
    ['7:05', '07:05'],
    ['7', '07:00'],
    [' 00:00 ', '00:00'],
  ])('reads %p as %p', (text, expected) => {
    expect(parseTimeOfDay(text)).toBe(expected);
  });

  it.each(['24:00', '12:60', '10 PM', '', '1:2'])('refuses %p', (text) => {
    expect(parseTimeOfDay(text)).toBeNull();
  });
});
