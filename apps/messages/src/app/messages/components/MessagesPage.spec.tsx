import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { MessagesPage } from './MessagesPage';

describe('MessagesPage', () => {
  it('offers project comments and direct messages as tabs, project comments first', async () => {
    await renderWithProviders(<MessagesPage />);
    expect(screen.getByRole('tab', { name: 'Project comments' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Direct messages' }));
    expect(screen.getByRole('tab', { name: 'Direct messages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Direct messages' })).toHaveTextContent('No conversation selected');
  });
});
