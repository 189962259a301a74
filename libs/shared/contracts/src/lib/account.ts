import type { User, UserLanguage } from './users';

/**
 * PUT /api/account: the signed-in user's own profile (any subset). Changing the email needs `currentPassword`;
 * the old address is told and every other session is signed out.
 */
export interface UpdateAccountRequest {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  email?: string;
  /** Required when `email` changes. */
  currentPassword?: string;
  language?: UserLanguage;
  /** IANA time zone name, e.g. Europe/Berlin. */
  timeZone?: string;
}

/** PUT /api/account answers the user; `token` is this browser's new access token when other sessions were ended. */
export interface UpdateAccountResponse {
  user: User;
  token?: string;
}

/**
 * GET, POST (create or regenerate) /api/calendar-feed: the signed-in user's personal iCalendar feed of due dates.
 * `feedPath` is relative to the API base (e.g. `/calendar-feed/<secret>.ics`); null while the feed is off.
 */
export interface CalendarFeedView {
  feedPath: string | null;
  createdAt: string | null;
}
