import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is a labelled multi-line box with rows, error and required marker', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <TextAreaField label="Description" rows={6} required error="Please describe the task" onChange={onChange} />,
    );
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '6');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Please describe the task');
    await userEvent.type(box, 'Line 1{Enter}Line 2');
    expect(box).toHaveValue('Line 1\nLine 2');
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'low', label: 'Low' },
    { value: 'high', label: 'High' },
    { value: 'urgent', label: 'Urgent', disabled: true },
  ];

  function Priority() {
    const [value, setValue] = useState('');
    return (
      <SelectField
        label="Priority"
        placeholder="Choose…"
        options={options}
        value={value}
        hint="Urgent is for outages"
        error={value ? undefined : 'Please choose a priority'}
        onChange={(event) => setValue(event.target.value)}
      />
    );
  }

  it('offers the options after a placeholder and reports the choice', async () => {
    renderWithTheme(<Priority />);
    const select = screen.getByRole('combobox', { name: 'Priority' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'Low',
      'High',
      'Urgent',
    ]);
    expect(screen.getByRole('option', { name: 'Urgent' })).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Urgent is for outages Please choose a priority');
    await userEvent.selectOptions(select, 'High');
    expect(select).toHaveValue('high');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please choose a priority')).not.toBeInTheDocument();
  });
});
