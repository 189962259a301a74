import type { CustomerView, ProjectView } from '@taskflow/contracts';
import { customerRows, customerTotals, filterCustomerRows, industryChoices } from './customer-rows';

const customer = (id: string, name: string, changes: Partial<CustomerView> = {}): CustomerView => ({
  id,
  name,
  website: null,
  industry: null,
  address: null,
  phone: null,
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  users: [],
  contacts: [],
  ...changes,
});
const project = (id: string, clientCompanyId: string, isActive: boolean, updatedAt = '2026-02-01T00:00:00.000Z') =>
  ({ id, clientCompanyId, isActive, createdAt: '2026-01-05T00:00:00.000Z', updatedAt }) as ProjectView;

describe('customer rows', () => {
  const rows = customerRows(
    [
      customer('c1', 'Müller Bau', { industry: 'Immobilien' }),
      customer('c2', 'Sonnenschein', {
        contacts: [
          {
            id: 'u1',
            firstName: 'Ben',
            lastName: 'Becker',
            email: 'ben@example.com',
            phone: null,
            status: 'active',
            invitationSentAt: null,
            invitationExpiresAt: null,
            lastLoginAt: null,
          },
        ],
      }),
      customer('c3', 'Alpen Energie'),
    ],
    [project('p1', 'c1', true), project('p2', 'c1', false, '2026-03-01T00:00:00.000Z'), project('p3', 'c2', false)],
  );

  it('derives status, project counts and last activity from the projects', () => {
    expect(rows.map((row) => [row.customer.id, row.status, row.projectCount, row.activeProjects])).toEqual([
      ['c1', 'active', 2, 1],
      ['c2', 'inactive', 1, 0],
      ['c3', 'prospect', 0, 0],
    ]);
    expect(rows[0].lastActivity?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(customerTotals(rows)).toEqual({ all: 3, active: 1, prospects: 1, activeProjects: 1 });
  });

  it('searches names and contacts and filters by industry and status', () => {
    const ids = (filters: Parameters<typeof filterCustomerRows>[1]) =>
      filterCustomerRows(rows, filters).map((row) => row.customer.id);
    expect(ids({ query: 'becker', industry: '', status: '' })).toEqual(['c2']);
    expect(ids({ query: 'muller', industry: '', status: '' })).toEqual(['c1']);
    expect(ids({ query: '', industry: 'Immobilien', status: '' })).toEqual(['c1']);
    expect(ids({ query: '', industry: '', status: 'prospect' })).toEqual(['c3']);
  });

  it('offers the 13 industries plus older stored values', () => {
    const choices = industryChoices([
      customer('x', 'X', { industry: 'Raumfahrt' }),
      customer('y', 'Y', { industry: 'Bildung' }),
    ]);
    expect(choices).toHaveLength(14);
    expect(choices.at(-1)).toBe('Raumfahrt');
  });
});
