import type { TaskView } from '@taskflow/contracts';
import { compareBoardOrder, hasBoardFilters, matchesBoardFilters } from './board';

const task = (fields: Partial<TaskView> = {}) =>
  ({
    id: 'a',
    title: 'Landing page',
    description: 'Hero copy',
    status: 'todo',
    priority: 'medium',
    dueDate: null,
    isClientVisible: false,
    tags: '["SEO"]',
    assignedToId: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  }) as TaskView;

describe('the board order', () => {
  it('sorts by due day (none last), then creation, then id', () => {
    const tasks = [
      task({ id: 'n', dueDate: null }),
      task({ id: 'late', dueDate: '2026-02-01' }),
      task({ id: 'b', dueDate: '2026-01-05', createdAt: '2026-01-01T00:00:01.000Z' }),
      task({ id: 'a', dueDate: '2026-01-05', createdAt: '2026-01-01T00:00:01.000Z' }),
      task({ id: 'z', dueDate: '2026-01-05' }),
    ];
    expect([...tasks].sort(compareBoardOrder).map((one) => one.id)).toEqual(['z', 'a', 'b', 'late', 'n']);
  });
});

describe('the board filters', () => {
  const today = '2026-06-10';
  it.each([
    [{ assigneeId: 'u1' }, task(), true],
    [{ assigneeId: 'u2' }, task(), false],
    [{ assigneeId: 'none' }, task(), false],
    [{ assigneeId: 'none' }, task({ assignedToId: null }), true],
    [{ priority: 'high' as const }, task(), false],
    [{ clientVisible: 'true' as const }, task(), false],
    [{ clientVisible: 'false' as const }, task(), true],
    [{ tag: 'SEO' }, task(), true],
    [{ tag: 'seo' }, task(), false],
    [{ search: 'HERO' }, task(), true],
    [{ search: 'footer' }, task(), false],
    // A card the board read carries no description: the server matched it, and only its title can rule it out.
    [{ search: 'HERO' }, task({ description: undefined }), true],
    [{ search: 'landing' }, task({ description: undefined }), true],
    [{ due: 'none' as const }, task(), true],
    [{ due: 'overdue' as const }, task({ dueDate: '2026-06-09' }), true],
    [{ due: 'overdue' as const }, task({ dueDate: '2026-06-09', status: 'completed' }), false],
    [{ due: 'dueSoon' as const }, task({ dueDate: '2026-06-12' }), true],
    [{ due: 'dueSoon' as const }, task({ dueDate: '2026-06-13' }), false],
    [{ due: 'dueSoon' as const }, task({ dueDate: '2026-06-09' }), false],
    [{ checklist: 'incomplete' as const }, task({ checklistDone: 2, checklistTotal: 3 }), true],
    [{ checklist: 'incomplete' as const }, task({ checklistDone: 3, checklistTotal: 3 }), false],
    [{ checklist: 'incomplete' as const }, task({ checklistDone: 0, checklistTotal: 0 }), false],
  ])('%j on %j matches: %s', (filters, candidate, expected) => {
    expect(matchesBoardFilters(candidate, filters, today)).toBe(expected);
  });

  it('tells whether any filter is set', () => {
    expect(hasBoardFilters({})).toBe(false);
    expect(hasBoardFilters({ search: '' })).toBe(false);
    expect(hasBoardFilters({ tag: 'SEO' })).toBe(true);
  });
});
