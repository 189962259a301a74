import type { CustomerContactView, CustomerView } from '@taskflow/contracts';
import { fakeApi, listPage, project } from '../../../testing/fake-api';

export function contact(id: string, changes: Partial<CustomerContactView> = {}): CustomerContactView {
  return {
    id,
    firstName: 'Clara',
    lastName: 'Client',
    email: `${id}@example.com`,
    phone: null,
    status: 'active',
    invitationSentAt: null,
    invitationExpiresAt: null,
    lastLoginAt: null,
    ...changes,
  };
}

export function customer(id: string, name: string, changes: Partial<CustomerView> = {}): CustomerView {
  return {
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
    contacts: [contact(`${id}-contact`)],
    ...changes,
  };
}

/** The customer endpoints over an in-memory list (projects: c1 has an active and a completed one, c2 a completed one). */
export function serveCustomers(customers: CustomerView[]) {
  const store = { customers: [...customers] };
  fakeApi.on('GET', /^\/client-companies(\?|$)/, (request) => listPage(request, store.customers));
  fakeApi.on('GET', /^\/client-companies\/([^/]+)$/, (_request, match) => {
    const found = store.customers.find((candidate) => candidate.id === match[1]);
    return found ? { data: found } : { error: { status: 404, message: 'Client company not found' } };
  });
  fakeApi.on('GET', /^\/client-companies\/([^/]+)\/activity$/, () => ({ data: [] }));
  fakeApi.on('GET', /^\/projects/, () => ({
    data: [
      { ...project('p1', 'Website-Relaunch'), clientCompanyId: 'c1' },
      { ...project('p2', 'Logo'), clientCompanyId: 'c1', isActive: false },
      { ...project('p3', 'Altprojekt'), clientCompanyId: 'c2', isActive: false },
    ],
  }));
  fakeApi.on('GET', /^\/team-permissions$/, () => ({ data: {} }));
  return store;
}
