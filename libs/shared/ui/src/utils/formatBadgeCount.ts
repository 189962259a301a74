// The badge rule (99+ above 99) lives in the domain lib; the kit re-exports it under its old name.
export { badgeCountLabel as formatBadgeCount, BADGE_MAX_COUNT } from '@taskflow/domain';
