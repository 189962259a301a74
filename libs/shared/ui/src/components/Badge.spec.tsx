import { screen } from '@testing-library/react';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders nothing at 0', () => {
    const { container } = renderWithTheme(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count and caps it at 99+', () => {
    const { rerender } = renderWithTheme(<Badge count={7} />);
    expect(screen.getByText('7')).toBeInTheDocument();
    rerender(<Badge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('uses the accessible label when given', () => {
    renderWithTheme(<Badge count={3} label="3 unread messages" />);
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });
});
