import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Button } from './Button';
import { LoadingView } from './LoadingView';
import { StatePanel } from './StatePanel';

describe('StatePanel', () => {
  it('shows title, description and action for an empty state', () => {
    renderWithTheme(
      <StatePanel
        title="No projects yet"
        description="Create your first project."
        action={<Button>New project</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first project.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New project' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error state', () => {
    renderWithTheme(<StatePanel variant="error" title="Could not load projects" action={<Button>Retry</Button>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load projects');
  });
});

describe('LoadingView', () => {
  it('shows its label in a status region', () => {
    renderWithTheme(<LoadingView label="Loading…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
