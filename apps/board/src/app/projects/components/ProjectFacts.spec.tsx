import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { project } from '../../../testing/board-fixtures';
import { ProjectFacts } from './ProjectFacts';

const detail = { ...project('p1', 'Website-Relaunch'), startDate: '2026-03-02', budget: 12000, tags: ['web', 'seo'] };

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('ProjectFacts', () => {
  it('shows the team the client linked to the customer, the dates, the budget and the tags', async () => {
    await renderWithProviders(<ProjectFacts project={detail} isClient={false} />);
    expect(within(fact('Client') as HTMLElement).getByRole('link', { name: 'Müller Bau GmbH' })).toHaveAttribute(
      'href',
      '/dashboard/customers/c1',
    );
    expect(fact('Start')).toHaveTextContent('02/03/2026');
    expect(fact('End')).toHaveTextContent('No end date');
    expect(screen.getByTestId('project-budget')).toHaveTextContent('€12,000');
    expect(fact('Tags')).toHaveTextContent('webseo');
  });

  it('shows a client their company without a link, no budget, and says when there are no tags', async () => {
    await renderWithProviders(<ProjectFacts project={{ ...detail, tags: [] }} isClient />);
    expect(fact('Client')).toHaveTextContent('Müller Bau GmbH');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('project-budget')).not.toBeInTheDocument();
    expect(fact('Tags')).toHaveTextContent('No tags');
  });

  it('writes dates and amounts in German for German readers', async () => {
    await renderWithProviders(<ProjectFacts project={detail} isClient={false} />, { language: 'de' });
    expect(fact('Beginn')).toHaveTextContent('02.03.2026');
    expect(screen.getByTestId('project-budget')).toHaveTextContent('12.000 €');
  });
});
