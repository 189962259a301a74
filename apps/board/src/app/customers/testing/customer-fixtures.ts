import type { CustomerContactView, CustomerView } from '@taskflow/contracts';
import { project } from '../../../testing/board-fixtures';
import { apiError, apiRoute, apiServer, listPage } from '@taskflow/testing';

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
  apiServer.use(apiRoute.get('/client-companies', ({ query }) => listPage(store.customers, query)));
  apiServer.use(
    apiRoute.get('/client-companies/:id', ({ params }) => {
      const found = store.customers.find((candidate) => candidate.id === params.id);
      return found ?? apiError(404, 'CLIENT_COMPANY_NOT_FOUND', { message: 'Client company not found' });
    }),
  );
  apiServer.use(apiRoute.get('/client-companies/:id/activity', () => []));
  apiServer.use(
    apiRoute.get('/projects', () => [
      { ...project('p1', 'Website-Relaunch'), clientCompanyId: 'c1' },
      { ...project('p2', 'Logo'), clientCompanyId: 'c1', isActive: false },
      { ...project('p3', 'Altprojekt'), clientCompanyId: 'c2', isActive: false },
    ]),
  );
  apiServer.use(apiRoute.get('/team-permissions', () => ({})));
  return store;
}
