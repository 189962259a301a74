import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePersistentViewMode } from '../hooks/usePersistentViewMode';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { ViewToggle } from './ViewToggle';

function ProjectsToolbar() {
  const [mode, setMode] = usePersistentViewMode('projects');
  return (
    <>
      <ViewToggle value={mode} onChange={setMode} label="View" listLabel="List" gridLabel="Grid" />
      <p>showing {mode}</p>
    </>
  );
}

describe('ViewToggle', () => {
  beforeEach(() => window.localStorage.clear());

  it('is a named group of two toggle buttons, list pressed by default', () => {
    renderWithTheme(<ProjectsToolbar />);
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches by keyboard and remembers the choice for the screen', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<ProjectsToolbar />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('showing grid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    unmount();

    renderWithTheme(<ProjectsToolbar />);
    expect(screen.getByText('showing grid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(window.localStorage.getItem('taskflow:view:projects')).toBe('list');
  });

  it('can show the names next to the icons', () => {
    renderWithTheme(
      <ViewToggle value="grid" onChange={() => undefined} label="View" listLabel="List" gridLabel="Grid" showLabels />,
    );
    expect(screen.getByRole('button', { name: 'Grid' })).not.toHaveAttribute('title');
  });
});
