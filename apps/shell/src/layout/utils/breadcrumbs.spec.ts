import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('are empty on first-level pages', () => {
    expect(breadcrumbsFor('/dashboard')).toEqual([]);
    expect(breadcrumbsFor('/dashboard/projects')).toEqual([]);
    expect(breadcrumbsFor('/dashboard/unknown/page')).toEqual([]);
  });

  it('lead back to the list from a detail or add page', () => {
    expect(breadcrumbsFor('/dashboard/projects/42')).toEqual([
      { labelKey: 'items.projects', path: '/dashboard/projects' },
      { labelKey: 'breadcrumbs.details' },
    ]);
    expect(breadcrumbsFor('/dashboard/projects/add')).toEqual([
      { labelKey: 'items.projects', path: '/dashboard/projects' },
      { labelKey: 'breadcrumbs.add' },
    ]);
    expect(breadcrumbsFor('/dashboard/team/7/')).toEqual([
      { labelKey: 'items.team', path: '/dashboard/team' },
      { labelKey: 'breadcrumbs.details' },
    ]);
  });
});
