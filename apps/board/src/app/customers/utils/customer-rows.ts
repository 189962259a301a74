import { INDUSTRIES, type CustomerView, type ProjectView } from '@taskflow/contracts';
import { customerSummary, type CustomerStatus, type CustomerSummary } from '@taskflow/domain';
import { matchesQuery } from '@taskflow/ui';

/** A customer with the figures its list row shows (computed from its projects: docs/product-rules.md#objects-and-their-computed-fields). */
export interface CustomerRow extends CustomerSummary {
  customer: CustomerView;
}

export function customerRows(customers: readonly CustomerView[], projects: readonly ProjectView[]): CustomerRow[] {
  return customers.map((customer) => ({
    customer,
    ...customerSummary(projects.filter((project) => project.clientCompanyId === customer.id)),
  }));
}

export interface CustomerFilters {
  query: string;
  industry: string;
  status: CustomerStatus | '';
}

/** Search (name, website, contact names and emails), industry and status filters. */
export function filterCustomerRows(rows: readonly CustomerRow[], filters: CustomerFilters): CustomerRow[] {
  return rows.filter(({ customer, status }) => {
    if (filters.industry && customer.industry !== filters.industry) return false;
    if (filters.status && status !== filters.status) return false;
    return matchesQuery(
      filters.query,
      customer.name,
      customer.website ?? undefined,
      ...customer.contacts.flatMap((contact) => [`${contact.firstName} ${contact.lastName}`, contact.email]),
    );
  });
}

/** The four summary cards: all customers, active, prospects, active projects. */
export function customerTotals(rows: readonly CustomerRow[]) {
  return {
    all: rows.length,
    active: rows.filter((row) => row.status === 'active').length,
    prospects: rows.filter((row) => row.status === 'prospect').length,
    activeProjects: rows.reduce((sum, row) => sum + row.activeProjects, 0),
  };
}

/** The industry filter's choices: the 13 of docs/product-rules.md#objects-and-their-computed-fields, plus any older value a stored customer still carries. */
export function industryChoices(customers: readonly CustomerView[]): string[] {
  const extra = customers
    .map((customer) => customer.industry)
    .filter(
      (industry): industry is string =>
        Boolean(industry) && !(INDUSTRIES as readonly string[]).includes(industry as string),
    );
  return [...INDUSTRIES, ...new Set(extra)];
}
