/** Highest count shown as a number; above it the badge shows `${BADGE_MAX_COUNT}+`. */
export const BADGE_MAX_COUNT = 99;

/**
 * Text for an unread badge: '' for 0, negative or non-numeric counts (badge hidden),
 * the number up to 99, '99+' above.
 */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  if (whole <= 0) return '';
  return whole > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : String(whole);
}
