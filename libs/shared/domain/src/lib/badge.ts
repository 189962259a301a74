/** Highest count shown as a number; above it the badge shows `99+` (docs/product-rules.md#timings-and-limits). */
export const BADGE_MAX_COUNT = 99;

/**
 * Text of an unread badge: '' for 0, negative or non-numeric counts (no badge), the whole
 * number up to 99, '99+' above.
 */
export function badgeCountLabel(count: number): string {
  if (!Number.isFinite(count)) return '';
  const whole = Math.floor(count);
  if (whole <= 0) return '';
  return whole > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : String(whole);
}
