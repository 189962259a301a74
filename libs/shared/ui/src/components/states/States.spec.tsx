import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { Button } from '@taskflow/ui-core';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

describe('EmptyState', () => {
  it('says what is missing and offers the one action', () => {
    renderWithTheme(<EmptyState message="No projects yet." action={<Button>Create project</Button>} />);
    expect(screen.getByRole('heading', { name: 'No projects yet.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create project' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the action out when the user may not take it', () => {
    renderWithTheme(<EmptyState message="No projects yet." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('announces the error and retries with the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState message="Projects could not be loaded." retryLabel="Try again" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Projects could not be loaded.');
    await user.tab();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a running retry', () => {
    renderWithTheme(<ErrorState message="Failed." retryLabel="Try again" onRetry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('LoadingState', () => {
  it('shows skeleton rows hidden from screen readers, and a status naming what loads', () => {
    renderWithTheme(<LoadingState label="Loading projects…" rows={3} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading projects…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.children).toHaveLength(3);
  });

  it('can show the shared spinner instead', () => {
    renderWithTheme(<LoadingState label="Loading…" variant="spinner" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
  });
});
