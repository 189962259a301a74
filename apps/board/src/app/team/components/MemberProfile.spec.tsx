import type { TeamMemberDetailView, UpdateTeamMemberRequest } from '@taskflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser } from '../../../testing/board-fixtures';
import { memberDetail } from '../testing/team-fixtures';
import { MemberProfile } from './MemberProfile';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';

const tom = memberDetail('u2', 'Tom', { skills: ['React'], location: 'Hamburg' });
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('MemberProfile', () => {
  it('shows the profile: email as a mail link, hours, skills, client companies, "Not given" for the rest', async () => {
    await renderWithProviders(<MemberProfile member={tom} canManage={false} />);
    expect(screen.getByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'u2@example.com' })).toHaveAttribute('href', 'mailto:u2@example.com');
    expect(fact('Location')).toHaveTextContent('Hamburg');
    expect(fact('Phone')).toHaveTextContent('Not given');
    expect(fact('Target hours per week')).toHaveTextContent('40 hrs');
    expect(fact('Skills')).toHaveTextContent('React');
    expect(fact('Works for')).toHaveTextContent('Müller Bau GmbH');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('edits for managers: refuses a missing role without sending, then saves and shows the profile again', async () => {
    const user = userEvent.setup();
    apiServer.use(
      apiRoute.put<UpdateTeamMemberRequest, TeamMemberDetailView>('/team/members/u2', ({ body }) => ({
        ...tom,
        ...body,
      })),
    );
    await renderWithProviders(<MemberProfile member={tom} canManage />, { user: sessionUser('admin') });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const role = screen.getByRole('textbox', { name: /Role/ });
    await user.clear(role);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a role.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please correct the marked fields.');
    expect(sentRequests('PUT', /team\/members/)).toHaveLength(0);

    await user.type(role, 'Lead Developer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(sentRequests('PUT', /^\/team\/members\/u2$/)[0].body).toMatchObject({ jobTitle: 'Lead Developer' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument());
  });

  it('keeps the form with an error toast when saving fails, and Cancel restores the profile', async () => {
    const user = userEvent.setup();
    apiServer.use(apiRoute.put('/team/members/u2', () => apiError(500, 'INTERNAL_ERROR', { message: 'Failed' })));
    await renderWithProviders(<MemberProfile member={tom} canManage />, { user: sessionUser('admin') });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Location' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving the profile. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fact('Location')).toHaveTextContent('Hamburg');
  });
});
