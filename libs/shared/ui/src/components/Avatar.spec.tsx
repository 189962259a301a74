import { screen } from '@testing-library/react';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { lightTheme } from '@taskflow/ui-core';
import { Avatar, avatarColors } from './Avatar';

describe('Avatar', () => {
  it('shows the initials and is named by the person', () => {
    renderWithTheme(<Avatar firstName="Ada" lastName="Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
  });

  it('takes a full name or an explicit label', () => {
    renderWithTheme(<Avatar name="Grace Brewster Hopper" label="Assigned to Grace Hopper" />);
    expect(screen.getByRole('img', { name: 'Assigned to Grace Hopper' })).toHaveTextContent('GH');
  });

  it('is hidden from screen readers when decorative', () => {
    renderWithTheme(<Avatar firstName="Ada" lastName="Lovelace" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('AL')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives the same person the same theme colour every time', () => {
    renderWithTheme(
      <>
        <Avatar firstName="Ada" lastName="Lovelace" />
        <Avatar name="ada lovelace" label="again" />
      </>,
    );
    const [first, second] = screen.getAllByRole('img');
    const style = getComputedStyle(first);
    expect(style.backgroundColor).toBe(getComputedStyle(second).backgroundColor);
    const palette = avatarColors(lightTheme).map((pair) => pair.bg.toLowerCase());
    const toHex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    expect(palette).toContain(toHex(style.backgroundColor));
  });

  it('falls back to a question mark without a name', () => {
    renderWithTheme(<Avatar name="" label="Unknown person" />);
    expect(screen.getByRole('img', { name: 'Unknown person' })).toHaveTextContent('?');
  });
});
