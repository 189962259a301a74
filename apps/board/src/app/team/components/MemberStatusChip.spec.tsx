import { screen } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { MemberStatusChip } from './MemberStatusChip';

describe('MemberStatusChip', () => {
  it('says Active, or Inactive for a deactivated member', async () => {
    const { unmount } = await renderWithProviders(<MemberStatusChip status="active" />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    unmount();
    await renderWithProviders(<MemberStatusChip status="inactive" />, { language: 'de' });
    expect(screen.getByText('Inaktiv')).toBeInTheDocument();
  });
});
