/** A typed time of day as the API takes it (HH:MM, 24-hour clock): `21:30`, `21.30`, `2130`, `7:05` and `7` are read. */
export function parseTimeOfDay(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? '0')];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
