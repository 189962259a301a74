import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { NumberField, type NumberFieldProps } from './NumberField';

function Hours(props: Partial<NumberFieldProps> & { initial?: number | null }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberField label="Estimated hours" min={0} step={0.5} value={value} onChange={setValue} {...rest} />
      <output>{value === null ? 'empty' : String(value)}</output>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Estimated hours' });
const reported = () => screen.getByRole('status').textContent;

describe('NumberField', () => {
  it('is a labelled spinbutton with its range', () => {
    renderWithTheme(<Hours initial={2} max={100} />);
    expect(field()).toHaveAttribute('aria-valuenow', '2');
    expect(field()).toHaveAttribute('aria-valuemin', '0');
    expect(field()).toHaveAttribute('aria-valuemax', '100');
    expect(field()).toHaveAttribute('inputmode', 'decimal');
  });

  it('steps by 0.5 with the arrow keys and never below min', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Hours initial={1} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('1.5');
    expect(reported()).toBe('1.5');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(reported()).toBe('0');
    expect(field()).toHaveValue('0');
  });

  it('takes decimals typed with a comma or a point and reports numbers', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Hours />);
    await user.type(field(), '2,5');
    expect(reported()).toBe('2.5');
    await user.clear(field());
    expect(reported()).toBe('empty');
    await user.type(field(), '3.25');
    expect(reported()).toBe('3.25');
  });

  it('ignores letters and, with min 0, the minus sign', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Hours />);
    await user.type(field(), '-1a2');
    expect(field()).toHaveValue('12');
    expect(reported()).toBe('12');
  });

  it('keeps the value within min and max when leaving the field', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Hours max={40} />);
    await user.type(field(), '55');
    await user.tab();
    expect(reported()).toBe('40');
    expect(field()).toHaveValue('40');
  });

  it('shows the value in the locale notation', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Hours initial={1.5} locale="de" />);
    expect(field()).toHaveValue('1,5');
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('2');
  });

  it('jumps to min and max with Home and End', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Hours initial={3} max={8} />);
    await user.click(field());
    await user.keyboard('{End}');
    expect(reported()).toBe('8');
    await user.keyboard('{Home}');
    expect(reported()).toBe('0');
  });

  it('offers − and + buttons for pointer users when labelled', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Hours initial={0} decrementLabel="Fewer hours" incrementLabel="More hours" />);
    expect(screen.getByRole('button', { name: 'Fewer hours' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More hours' }));
    await user.click(screen.getByRole('button', { name: 'More hours' }));
    expect(reported()).toBe('1');
  });

  it('takes a new value from outside', () => {
    const { rerender } = renderWithTheme(<NumberField label="Budget" value={10} onChange={() => undefined} />);
    rerender(<NumberField label="Budget" value={25} onChange={() => undefined} />);
    expect(screen.getByRole('spinbutton', { name: 'Budget' })).toHaveValue('25');
  });

  it('shows a per-field error', () => {
    renderWithTheme(<Hours error="Hours cannot be negative" />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Hours cannot be negative');
  });
});
