import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { customer } from '../testing/customer-fixtures';
import { CustomerHeader } from './CustomerHeader';

const mueller = customer('c1', 'Müller Bau GmbH', { industry: 'Technologie' });

describe('CustomerHeader', () => {
  it('shows name, status, industry and since when, with links to the projects and messages of the customer', async () => {
    await renderWithProviders(<CustomerHeader customer={mueller} status="active" />);
    expect(screen.getByRole('heading', { name: 'Müller Bau GmbH', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Technology · Customer since 01/01/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/dashboard/projects?customerId=c1');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/dashboard/messages?customerId=c1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Edit and Delete when the page gives them', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    await renderWithProviders(
      <CustomerHeader customer={mueller} status="prospect" onEdit={onEdit} onDelete={onDelete} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete customer' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
