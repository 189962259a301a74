import type { CustomerView, UpdateCustomerRequest } from '@taskflow/contracts';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PageHeaderProvider } from '@taskflow/app-providers';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser } from '../../../testing/board-fixtures';
import { PageHeaderProbe } from '../../../testing/page-header-probe';
import { contact, customer, serveCustomers } from '../testing/customer-fixtures';
import { CustomerDetailPage } from './CustomerDetailPage';
import { apiRoute, apiServer, sentRequests } from '@taskflow/testing';

const render = (id: string, kind: 'admin' | 'team' | 'client' = 'admin') =>
  renderWithProviders(
    <PageHeaderProvider>
      <Routes>
        <Route path="/dashboard/customers/:customerId" element={<CustomerDetailPage />} />
      </Routes>
      <PageHeaderProbe />
    </PageHeaderProvider>,
    { user: sessionUser(kind), route: `/dashboard/customers/${id}` },
  );

describe('Customer detail page', () => {
  it('shows the stored details and the projects grouped active and completed, with links to projects and messages', async () => {
    serveCustomers([customer('c1', 'Müller Bau GmbH', { address: 'Hafenstraße 12', description: 'Bauunternehmen' })]);
    await render('c1');
    expect(await screen.findByRole('heading', { name: 'Müller Bau GmbH' })).toBeInTheDocument();
    // Titled with the customer's name in the top bar, its breadcrumb and the browser tab.
    expect(screen.getByTestId('page-header')).toHaveTextContent('Müller Bau GmbH / Müller Bau GmbH');
    expect(screen.getByText('Hafenstraße 12')).toBeInTheDocument();
    expect(screen.getByText('Bauunternehmen')).toBeInTheDocument();
    expect(await screen.findByTestId('active-projects')).toHaveTextContent('Website-Relaunch');
    expect(screen.getByTestId('completed-projects')).toHaveTextContent('Logo');
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/dashboard/projects?customerId=c1');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/dashboard/messages?customerId=c1');
  });

  it('shows the not-found page with a back button', async () => {
    const user = userEvent.setup();
    serveCustomers([]);
    await render('missing');
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to customers' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/customers'));
  });

  it('edits the details and cancel restores the originals; save sends address, phone and description', async () => {
    const user = userEvent.setup();
    serveCustomers([customer('c1', 'Müller Bau GmbH', { phone: '+49 40 1' })]);
    apiServer.use(
      apiRoute.put<UpdateCustomerRequest, CustomerView>('/client-companies/c1', ({ body }) =>
        customer('c1', 'Müller Bau GmbH', body),
      ),
    );
    await render('c1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+49 40 999');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('+49 40 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Hafenstraße 12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer saved')).toBeInTheDocument();
    expect(sentRequests('PUT', /client-companies\/c1/)[0].body).toEqual({
      name: 'Müller Bau GmbH',
      website: null,
      industry: null,
      address: 'Hafenstraße 12',
      phone: '+49 40 1',
      description: null,
    });
  });

  it('marks contacts who have not accepted, resends their invitation, and removes a contact after confirmation', async () => {
    const user = userEvent.setup();
    const store = serveCustomers([
      customer('c1', 'Müller Bau GmbH', {
        contacts: [
          contact('u1', { firstName: 'Clara', lastName: 'Client' }),
          contact('u2', {
            firstName: 'Paul',
            lastName: 'Pending',
            status: 'pending',
            invitationSentAt: '2026-03-01T00:00:00.000Z',
          }),
        ],
      }),
    ]);
    apiServer.use(apiRoute.post('/client-companies/c1/contacts/u2/invitation', () => ({ id: 'i1' })));
    apiServer.use(
      apiRoute.delete('/client-companies/c1/contacts/u2', () => {
        store.customers = [
          customer('c1', 'Müller Bau GmbH', { contacts: [contact('u1', { firstName: 'Clara', lastName: 'Client' })] }),
        ];
        return store.customers[0];
      }),
    );
    await render('c1');
    const pending = (await screen.findByText('Paul Pending')).closest('li') as HTMLElement;
    expect(within(pending).getByText('Invitation pending')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('Invitation sent again to u2@example.com')).toBeInTheDocument();

    await user.click(within(pending).getByRole('button', { name: 'Remove Paul Pending' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove contact Paul Pending?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove contact' }));
    expect(await screen.findByText('Paul Pending removed')).toBeInTheDocument();
    expect(screen.queryByText('Paul Pending')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Clara Client' })).not.toBeInTheDocument();
    expect(screen.getByText('A customer keeps at least one contact.')).toBeInTheDocument();
  });

  it('offers a client no edit, delete or contact actions', async () => {
    serveCustomers([customer('c1', 'Müller Bau GmbH')]);
    await render('c1', 'client');
    await screen.findByRole('heading', { name: 'Müller Bau GmbH' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
  });
});
