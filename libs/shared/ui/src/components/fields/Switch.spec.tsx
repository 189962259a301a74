import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { ToggleField, type ToggleFieldProps } from './Switch';

function Setting(props: Partial<ToggleFieldProps>) {
  const [checked, setChecked] = useState(false);
  return (
    <ToggleField
      label="Email notifications"
      hint="A mail for every new comment"
      checked={checked}
      onCheckedChange={setChecked}
      {...props}
    />
  );
}

describe('ToggleField / Switch', () => {
  it('is a switch named by its label and described by its hint', () => {
    renderWithTheme(<Setting />);
    const toggle = screen.getByRole('switch', { name: 'Email notifications' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('A mail for every new comment');
  });

  it('toggles with Space, Enter and a click on the label', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Setting />);
    const toggle = screen.getByRole('switch', { name: 'Email notifications' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByText('Email notifications'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('ignores presses while a change is saving, and when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    const { rerender } = renderWithTheme(<Setting pending onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await user.click(toggle);
    rerender(<Setting disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('shows a per-field error', () => {
    renderWithTheme(<Setting error="Could not save" />);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('A mail for every new comment Could not save');
  });
});
