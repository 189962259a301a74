import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and moves focus past the navigation to the main content', async () => {
    renderWithTheme(
      <>
        <SkipLink targetId="content">Skip to content</SkipLink>
        <nav>
          <a href="/one">One</a>
          <a href="/two">Two</a>
        </nav>
        <main id="content" tabIndex={-1}>
          <button type="button">First action</button>
        </main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
  });
});
