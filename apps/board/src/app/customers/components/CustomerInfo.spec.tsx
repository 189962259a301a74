import type { CustomerView, UpdateCustomerRequest } from '@taskflow/contracts';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser } from '../../../testing/board-fixtures';
import { customer } from '../testing/customer-fixtures';
import { CustomerInfo } from './CustomerInfo';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';

const mueller = customer('c1', 'Müller Bau GmbH', { website: 'https://mueller.example', phone: '+49 40 1' });

function Editable() {
  const [editing, setEditing] = useState(true);
  return (
    <>
      <CustomerInfo customer={mueller} status="active" editing={editing} onEditingEnd={() => setEditing(false)} />
      <output data-testid="mode">{editing ? 'editing' : 'viewing'}</output>
    </>
  );
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('CustomerInfo', () => {
  it('shows the details, the website as a link and "Not given" for what is missing', async () => {
    await renderWithProviders(
      <CustomerInfo customer={mueller} status="active" editing={false} onEditingEnd={jest.fn()} />,
    );
    expect(screen.getByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://mueller.example' })).toHaveAttribute('target', '_blank');
    expect(fact('Phone')).toHaveTextContent('+49 40 1');
    expect(fact('Address')).toHaveTextContent('Not given');
    expect(fact('Status')).toHaveTextContent('Active');
  });

  it('needs a name, then saves trimmed values and ends editing', async () => {
    const user = userEvent.setup();
    apiServer.use(
      apiRoute.put<UpdateCustomerRequest, CustomerView>('/client-companies/c1', ({ body }) => ({
        ...mueller,
        ...body,
      })),
    );
    await renderWithProviders(<Editable />, { user: sessionUser('admin') });
    const name = screen.getByRole('textbox', { name: /Customer name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Please enter the customer's name.")).toBeInTheDocument();
    expect(sentRequests('PUT', /client-companies/)).toHaveLength(0);

    await user.type(name, '  Müller Bau AG ');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Hafenstraße 12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('viewing'));
    expect(sentRequests('PUT', /client-companies\/c1/)[0].body).toEqual({
      name: 'Müller Bau AG',
      website: 'https://mueller.example',
      industry: null,
      address: 'Hafenstraße 12',
      phone: '+49 40 1',
      description: null,
    });
  });

  it('keeps the form with an error toast when saving fails; Cancel ends editing without sending', async () => {
    const user = userEvent.setup();
    apiServer.use(apiRoute.put('/client-companies/c1', () => apiError(500, 'INTERNAL_ERROR', { message: 'Failed' })));
    await renderWithProviders(<Editable />, { user: sessionUser('admin') });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving the customer. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('mode')).toHaveTextContent('editing');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('viewing');
    expect(sentRequests('PUT', /client-companies/)).toHaveLength(1);
  });
});
