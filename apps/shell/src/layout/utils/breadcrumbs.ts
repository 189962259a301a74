import { NAV_ITEMS, type NavKey } from '../navigation';

export interface Breadcrumb {
  /** Translation key in the navigation namespace. */
  labelKey: string;
  /** Link target; the last crumb (the current page) has none. */
  path?: string;
}

const isNavKey = (segment: string): segment is NavKey => NAV_ITEMS.some((item) => item.key === segment);

/**
 * Breadcrumbs below a first-level page, e.g. /dashboard/projects/42 → Projects › Details and
 * /dashboard/projects/add → Projects › New project. First-level pages have none (the title says it).
 */
export function breadcrumbsFor(pathname: string): Breadcrumb[] {
  const segments = pathname
    .replace(/^\/dashboard\/?/, '')
    .split('/')
    .filter(Boolean);
  if (segments.length < 2 || !isNavKey(segments[0])) return [];
  const section = NAV_ITEMS.find((item) => item.key === segments[0]);
  if (!section) return [];
  const current = segments[1] === 'add' ? 'breadcrumbs.add' : 'breadcrumbs.details';
  return [{ labelKey: `items.${section.key}`, path: section.path }, { labelKey: current }];
}
