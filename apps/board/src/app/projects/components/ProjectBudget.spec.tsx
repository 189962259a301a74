import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ClientBudgetMeterView,
  ProjectBudgetView,
  ProjectTimeSettingsView,
  UpdateProjectTimeSettingsRequest,
} from '@taskflow/contracts';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { serveBoard } from '../../../testing/board-api';
import { sessionUser } from '../../../testing/board-fixtures';
import { ProjectBudget } from './ProjectBudget';
import { ProjectTimeSettingsForm } from './ProjectTimeSettingsForm';

const agencyBudget = (changes: Partial<ProjectBudgetView> = {}): ProjectBudgetView => ({
  projectId: 'p1',
  budgetHours: 50,
  budgetCents: 1_000_000,
  spentMinutes: 41 * 60,
  billableMinutes: 40 * 60,
  spentCents: 450_000,
  hoursPercent: 82,
  moneyPercent: 45,
  sharedWithClient: false,
  ...changes,
});

describe('ProjectBudget', () => {
  beforeEach(() => serveBoard());

  it('shows the agency hours and money spent, warning in words and colour from 80 %', async () => {
    apiServer.use(apiRoute.get<ProjectBudgetView>('/projects/p1/budget', () => agencyBudget()));
    await renderWithProviders(<ProjectBudget projectId="p1" isClient={false} />, { user: sessionUser('admin') });
    const hours = await screen.findByRole('meter', { name: 'Hours spent of the budget' });
    expect(hours).toHaveAttribute('aria-valuenow', '82');
    expect(hours.parentElement).toHaveAttribute('data-level', 'warning');
    expect(screen.getByText('Hours: 41 of 50')).toBeInTheDocument();
    expect(screen.getByText('82 % of the budget is used.')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Money spent of the budget' }).parentElement).toHaveAttribute(
      'data-level',
      'ok',
    );
  });

  it('says the budget is used up at 100 %, in German', async () => {
    apiServer.use(
      apiRoute.get<ProjectBudgetView>('/projects/p1/budget', () =>
        agencyBudget({ spentMinutes: 55 * 60, hoursPercent: 110, budgetCents: null, moneyPercent: null }),
      ),
    );
    await renderWithProviders(<ProjectBudget projectId="p1" isClient={false} />, {
      user: sessionUser('team'),
      language: 'de',
    });
    expect(await screen.findByText('Das Budget ist aufgebraucht.')).toBeInTheDocument();
    expect(screen.getByText('Stunden: 55 von 50')).toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: 'Verbrauchtes Geld des Budgets' })).not.toBeInTheDocument();
  });

  it('shows a client the hours meter when the project shares it, and nothing when the API answers 404', async () => {
    apiServer.use(
      apiRoute.get<ClientBudgetMeterView>('/projects/p1/budget', () => ({
        projectId: 'p1',
        budgetHours: 50,
        spentMinutes: 1200,
        percent: 40,
      })),
      apiRoute.get('/projects/p2/budget', () => apiError(404, 'PROJECT_NOT_FOUND', { message: 'Not found' })),
    );
    await renderWithProviders(
      <>
        <div data-testid="shared">
          <ProjectBudget projectId="p1" isClient />
        </div>
        <div data-testid="not-shared">
          <ProjectBudget projectId="p2" isClient />
        </div>
      </>,
      { user: sessionUser('client') },
    );
    const shared = await screen.findByTestId('shared');
    expect(await within(shared).findByRole('meter', { name: 'Hours spent of the budget' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(shared).getByText('Hours: 20 of 50')).toBeInTheDocument();
    await waitFor(() => expect(sentRequests('GET', '/projects/p2/budget')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('not-shared')).toBeEmptyDOMElement());
  });

  it('offers a retry when the budget cannot be loaded', async () => {
    const user = userEvent.setup();
    let down = true;
    apiServer.use(
      apiRoute.get('/projects/p1/budget', () =>
        down ? apiError(500, 'INTERNAL_ERROR', { message: 'boom' }) : agencyBudget({ hoursPercent: 10 }),
      ),
    );
    await renderWithProviders(<ProjectBudget projectId="p1" isClient={false} />, { user: sessionUser('admin') });
    expect(await screen.findByText('The budget could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByRole('meter', { name: 'Hours spent of the budget' })).toBeInTheDocument();
  });
});

describe('ProjectTimeSettingsForm', () => {
  beforeEach(() => serveBoard());

  it('saves rate, hours budget, the shared meter and a member rate typed in German', async () => {
    const user = userEvent.setup();
    let saved: UpdateProjectTimeSettingsRequest | undefined;
    apiServer.use(
      apiRoute.get<ProjectTimeSettingsView>('/projects/p1/time-settings', () => ({
        hourlyRateCents: 9000,
        budgetHours: null,
        budgetSharedWithClient: false,
        billableByDefault: true,
        memberRates: [],
      })),
      apiRoute.put<UpdateProjectTimeSettingsRequest, ProjectTimeSettingsView>(
        '/projects/p1/time-settings',
        ({ body }) => {
          saved = body;
          return {
            hourlyRateCents: 8550,
            budgetHours: 40,
            budgetSharedWithClient: true,
            billableByDefault: true,
            memberRates: [],
          };
        },
      ),
    );
    await renderWithProviders(<ProjectTimeSettingsForm projectId="p1" />, {
      user: sessionUser('admin'),
      language: 'de',
    });
    const rate = await screen.findByRole('textbox', { name: 'Stundensatz (€)' });
    expect(rate).toHaveValue('90');
    await user.clear(rate);
    await user.type(rate, '85,50');
    await user.type(screen.getByRole('textbox', { name: 'Budget in Stunden' }), '40.5');
    await user.click(screen.getByRole('checkbox', { name: 'Stundenzähler dem Kunden zeigen' }));
    await user.click(screen.getByRole('button', { name: 'Zeiteinstellungen speichern' }));
    expect(await screen.findByText('Geben Sie ganze Stunden ab 1 ein.')).toBeInTheDocument();
    expect(sentRequests('PUT', '/projects/p1/time-settings')).toHaveLength(0);

    const hours = screen.getByRole('textbox', { name: 'Budget in Stunden' });
    await user.clear(hours);
    await user.type(hours, '40');
    await user.type(await screen.findByRole('textbox', { name: 'Tom Team' }), '70');
    await user.click(screen.getByRole('button', { name: 'Zeiteinstellungen speichern' }));

    expect(await screen.findByText('Zeiteinstellungen gespeichert.')).toBeInTheDocument();
    expect(saved).toEqual({
      hourlyRateCents: 8550,
      budgetHours: 40,
      budgetSharedWithClient: true,
      billableByDefault: true,
      memberRates: [{ userId: 'u-team', hourlyRateCents: 7000 }],
    });
  });

  it('asks for whole hours of 1 or more as the hours budget (what the API keeps) and sends nothing otherwise', async () => {
    const user = userEvent.setup();
    apiServer.use(
      apiRoute.get<ProjectTimeSettingsView>('/projects/p1/time-settings', () => ({
        hourlyRateCents: null,
        budgetHours: 40,
        budgetSharedWithClient: false,
        billableByDefault: true,
        memberRates: [],
      })),
    );
    await renderWithProviders(<ProjectTimeSettingsForm projectId="p1" />, { user: sessionUser('admin') });
    const hours = await screen.findByRole('textbox', { name: 'Budget in hours' });
    expect(hours).toHaveValue('40');
    for (const typed of ['40.5', '0']) {
      await user.clear(hours);
      await user.type(hours, typed);
      await user.click(screen.getByRole('button', { name: 'Save time settings' }));
      await waitFor(() => expect(hours).toHaveAccessibleDescription('Enter whole hours, 1 or more.'));
      expect(hours).toHaveAttribute('aria-invalid', 'true');
    }
    expect(sentRequests('PUT', '/projects/p1/time-settings')).toHaveLength(0);
  });
});
