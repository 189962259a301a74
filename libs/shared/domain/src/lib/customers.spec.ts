import { at } from '../testing/fixtures';
import { customerLastActivity, customerStatus, customerSummary } from './customers';

function project(isActive: boolean, createdAt: Date, updatedAt: Date) {
  return { isActive, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

describe('customerStatus (active, inactive, prospect)', () => {
  it.each([
    [[], 'prospect'],
    [[{ isActive: false }], 'inactive'],
    [[{ isActive: false }, { isActive: false }], 'inactive'],
    [[{ isActive: false }, { isActive: true }], 'active'],
    [[{ isActive: true }], 'active'],
  ] as const)('projects %j: %s', (projects, expected) => {
    expect(customerStatus(projects)).toBe(expected);
  });
});

describe('customerLastActivity (latest updatedAt or createdAt of its projects)', () => {
  it('takes the latest of all projects', () => {
    const projects = [
      project(true, at(2024, 1, 1), at(2024, 2, 15)),
      project(false, at(2024, 1, 10), at(2024, 3, 2, 9, 30)),
      project(true, at(2024, 2, 20), at(2024, 2, 21)),
    ];
    expect(customerLastActivity(projects)).toEqual(at(2024, 3, 2, 9, 30));
  });

  it('falls back to createdAt when that is later (updatedAt unreadable)', () => {
    expect(
      customerLastActivity([
        { createdAt: at(2024, 3, 1).toISOString(), updatedAt: '' },
        project(true, at(2024, 1, 1), at(2024, 1, 2)),
      ]),
    ).toEqual(at(2024, 3, 1));
  });

  it('is null without projects', () => {
    expect(customerLastActivity([])).toBeNull();
  });
});

describe('customerSummary', () => {
  it('computes count, active count, last activity and status', () => {
    const projects = [project(true, at(2024, 1, 1), at(2024, 2, 1)), project(false, at(2024, 1, 5), at(2024, 3, 1))];
    expect(customerSummary(projects)).toEqual({
      projectCount: 2,
      activeProjects: 1,
      lastActivity: at(2024, 3, 1),
      status: 'active',
    });
  });

  it('is a prospect without projects', () => {
    expect(customerSummary([])).toEqual({ projectCount: 0, activeProjects: 0, lastActivity: null, status: 'prospect' });
  });
});
