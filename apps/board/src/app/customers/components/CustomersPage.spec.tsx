import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeaderProvider, usePageHeaderState } from '@taskflow/app-providers';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { LIST_PAGE_SIZE } from '@taskflow/contracts';
import { sessionUser } from '../../../testing/board-fixtures';
import { serveNothing } from '../../../testing/board-api';
import { customer, serveCustomers } from '../testing/customer-fixtures';
import { CustomersPage } from './CustomersPage';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';

function HeaderProbe() {
  const { action } = usePageHeaderState();
  return action ? <button onClick={action.onClick}>{`top bar: ${action.label}`}</button> : null;
}

const render = (kind: 'admin' | 'team' | 'client' = 'admin') =>
  renderWithProviders(
    <PageHeaderProvider>
      <HeaderProbe />
      <CustomersPage />
    </PageHeaderProvider>,
    { user: sessionUser(kind), route: '/dashboard/customers' },
  );

describe('Customers page', () => {
  beforeEach(() => {
    serveNothing();
    localStorage.clear();
  });

  it('shows the summary cards and each customer with its derived status and translated industry', async () => {
    serveCustomers([
      customer('c1', 'Müller Bau GmbH', { industry: 'Immobilien' }),
      customer('c2', 'Sonnenschein Bäckerei', { industry: 'Lebensmittel & Getränke' }),
      customer('c3', 'Alpen Energie AG', { industry: 'Energie' }),
    ]);
    await render();

    const row = (await screen.findByRole('link', { name: 'Müller Bau GmbH' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Real estate')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByTestId('summary-all')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-active')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-prospects')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-activeProjects')).toHaveTextContent('1');
    const prospect = screen.getByRole('link', { name: 'Alpen Energie AG' }).closest('tr') as HTMLElement;
    expect(within(prospect).getByText('Prospect')).toBeInTheDocument();
  });

  it('counts and finds every customer, also those beyond the first page of the list', async () => {
    const user = userEvent.setup();
    serveCustomers([
      ...Array.from({ length: LIST_PAGE_SIZE }, (_, index) => customer(`bulk-${index}`, `Kunde ${index}`)),
      customer('c-last', 'Zuletzt GmbH'),
    ]);
    await render();

    await waitFor(() => expect(screen.getByTestId('summary-all')).toHaveTextContent(String(LIST_PAGE_SIZE + 1)));
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Zuletzt');
    expect(await screen.findByRole('link', { name: 'Zuletzt GmbH' })).toBeInTheDocument();
  });

  it('filters by status and industry, and offers to reset when nothing matches', async () => {
    const user = userEvent.setup();
    serveCustomers([
      customer('c1', 'Müller Bau GmbH', { industry: 'Immobilien' }),
      customer('c2', 'Sonnenschein Bäckerei', { industry: 'Lebensmittel & Getränke' }),
    ]);
    await render();
    await screen.findByRole('link', { name: 'Müller Bau GmbH' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    expect(screen.queryByRole('link', { name: 'Müller Bau GmbH' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sonnenschein Bäckerei' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Immobilien');
    expect(screen.getByText('No customer matches your search or filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByRole('link', { name: 'Müller Bau GmbH' })).toBeInTheDocument();
  });

  it('remembers the grid view', async () => {
    const user = userEvent.setup();
    serveCustomers([customer('c1', 'Müller Bau GmbH')]);
    const { unmount } = await render();
    await screen.findByRole('link', { name: 'Müller Bau GmbH' });
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    await render();
    await screen.findByRole('link', { name: 'Müller Bau GmbH' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('2 projects · 1 active')).toBeInTheDocument();
  });

  it('shows the error with reload, and the empty state with the create action only with canAddCustomers', async () => {
    const user = userEvent.setup();
    apiServer.use(apiRoute.get('/projects', () => []));
    apiServer.use(apiRoute.get('/client-companies', () => apiError(500, 'INTERNAL_ERROR', { message: 'boom' })));
    apiServer.use(apiRoute.get('/team-permissions', () => ({ canAddCustomers: false })));
    await render('team');
    expect(await screen.findByText('Error loading customers.')).toBeInTheDocument();

    apiServer.use(apiRoute.get('/client-companies', () => []));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('No customers yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add your first customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /top bar/ })).not.toBeInTheDocument();
  });

  it('creates a customer with two contacts: per-field errors that clear on edit, remove only while more than one', async () => {
    const user = userEvent.setup();
    serveCustomers([]);
    apiServer.use(apiRoute.post('/client-companies', ({ body }) => customer('c9', (body as { name: string }).name)));
    await render('admin');
    await user.click(await screen.findByRole('button', { name: 'top bar: New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    expect(within(dialog).queryByRole('button', { name: /Remove contact/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(within(dialog).getByText("Please enter the customer's name.")).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter an email address.')).toBeInTheDocument();
    expect(sentRequests('POST', /client-companies/)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Customer name' }), 'Schule am See');
    expect(within(dialog).queryByText("Please enter the customer's name.")).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Sara');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'See');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sara@schule.example');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Industry' }), 'Bildung');
    await user.click(within(dialog).getByRole('button', { name: 'Add another contact' }));
    const second = within(dialog).getByRole('group', { name: 'Contact 2' });
    await user.type(within(second).getByRole('textbox', { name: 'First name' }), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Remove contact 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Contact 2' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));

    expect(await screen.findByText(/Customer created/)).toBeInTheDocument();
    expect(sentRequests('POST', /client-companies/).map((request) => request.body)).toEqual([
      {
        name: 'Schule am See',
        website: null,
        industry: 'Bildung',
        contacts: [{ firstName: 'Sara', lastName: 'See', email: 'sara@schule.example', phone: null, language: 'en' }],
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/customers/c9'));
  });

  it('names a taken contact email and keeps the form', async () => {
    const user = userEvent.setup();
    serveCustomers([]);
    apiServer.use(
      apiRoute.post('/client-companies', () =>
        apiError(409, 'EMAIL_ALREADY_REGISTERED', { message: 'A user with this email address already exists' }),
      ),
    );
    await render('admin');
    await user.click(await screen.findByRole('button', { name: 'top bar: New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Customer name' }), 'Doppelt GmbH');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ben');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Becker');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ben@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await within(dialog).findByText('A user with this email address already exists.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Customer name' })).toHaveValue('Doppelt GmbH');
  });
});
