import type { NotificationCreatedPayload, NotificationReadPayload, NotificationView } from '@taskflow/contracts';
import { liveTags, type RootState } from '@taskflow/store';
import { isRecord } from './cached-data';
import { cachedQueries, type CacheWork } from './cache-work';

type CentrePage = { items: NotificationView[]; unreadCount: number };
type Draft = Record<string, unknown>;

/** The centre's pages in a cached query: an infinite query's `pages`, or none (the unread count's query). */
const pagesOf = (draft: Draft): CentrePage[] =>
  Array.isArray(draft['pages']) ? (draft['pages'] as CentrePage[]).filter((page) => Array.isArray(page?.items)) : [];

/**
 * notification:created (to the person's own sockets): the entry joins the top of the centre's first page (once) and
 * every query holding the centre (`liveTags.notifications()`) takes the new unread count.
 */
export function applyNotificationCreated(state: RootState, payload: NotificationCreatedPayload, work: CacheWork): void {
  if (!isRecord(payload) || !isRecord(payload.notification) || typeof payload.unreadCount !== 'number') return;
  const entry = payload.notification;
  for (const query of cachedQueries(state, [liveTags.notifications()])) {
    work.patch(
      query,
      isRecord(query.data)
        ? (draft) => {
            const data = draft as Draft;
            if ('unreadCount' in data) data['unreadCount'] = payload.unreadCount;
            const pages = pagesOf(data);
            for (const page of pages) page.unreadCount = payload.unreadCount;
            if (pages[0] && !pages.some((page) => page.items.some((item) => item.id === entry.id)))
              pages[0].items.unshift(entry);
          }
        : null,
    );
  }
}

/** notification:read (to the person's own sockets): the entries (or all) are read, and the unread count follows. */
export function applyNotificationRead(state: RootState, payload: NotificationReadPayload, work: CacheWork): void {
  if (!isRecord(payload) || typeof payload.unreadCount !== 'number') return;
  const read = (item: NotificationView) => payload.ids === 'all' || payload.ids.includes(item.id);
  for (const query of cachedQueries(state, [liveTags.notifications()])) {
    work.patch(
      query,
      isRecord(query.data)
        ? (draft) => {
            const data = draft as Draft;
            if ('unreadCount' in data) data['unreadCount'] = payload.unreadCount;
            for (const page of pagesOf(data)) {
              page.unreadCount = payload.unreadCount;
              for (const item of page.items) if (item.readAt === null && read(item)) item.readAt = payload.readAt;
            }
          }
        : null,
    );
  }
}
