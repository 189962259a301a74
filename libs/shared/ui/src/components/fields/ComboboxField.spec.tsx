import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { Button } from '@taskflow/ui-core';
import { Dialog } from '../dialog/Dialog';
import { ComboboxField, type ComboboxOption } from './ComboboxField';

const projects: ComboboxOption[] = [
  { value: 'p1', label: 'Website relaunch', description: 'ACME Corp', group: 'Active' },
  { value: 'p2', label: 'Mobile app', description: 'Müller GmbH', group: 'Active' },
  { value: 'p3', label: 'Brand book', description: 'ACME Corp', group: 'Completed' },
  { value: 'p4', label: 'Archive', group: 'Completed', disabled: true },
];

function ProjectPicker({ initial = null, error }: { initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ComboboxField
        label="Project"
        options={projects}
        value={value}
        onChange={setValue}
        noResultsText="No project matches"
        error={error}
        required
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Project' });
const chosen = () => screen.getByRole('status').textContent;

describe('ComboboxField', () => {
  it('is a labelled combobox that opens a listbox of grouped options with secondary text', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProjectPicker />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-required', 'true');
    await user.click(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Project' });
    expect(within(listbox).getByRole('group', { name: 'Active' })).toBeInTheDocument();
    const completed = within(listbox).getByRole('group', { name: 'Completed' });
    expect(within(completed).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('option', { name: /Website relaunch/ })).toHaveTextContent('ACME Corp');
    expect(screen.getByRole('option', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('filters by typing (label and secondary text, accents ignored) and chooses with arrows and Enter', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProjectPicker />);
    await user.type(input(), 'acme');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Website relaunch'),
      expect.stringContaining('Brand book'),
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Brand book/ }).id);
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('p3');
    expect(input()).toHaveValue('Brand book');
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    await user.clear(input());
    await user.type(input(), 'muller');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProjectPicker />);
    await user.type(input(), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getAllByText('No project matches').length).toBeGreaterThan(0);
  });

  it('closes on Escape and keeps the chosen value; leaving restores its label', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProjectPicker initial="p1" />);
    expect(input()).toHaveValue('Website relaunch');
    await user.clear(input());
    expect(chosen()).toBe('none');
    await user.type(input(), 'Mob');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toBe('p2');
    await user.type(input(), 'xyz');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('Mobile app');
    await user.type(input(), ' half typed');
    await user.tab();
    expect(input()).toHaveValue('Mobile app');
    expect(chosen()).toBe('p2');
  });

  it('follows a value set from outside', () => {
    const { rerender } = renderWithTheme(
      <ComboboxField label="Project" options={projects} value="p1" onChange={() => undefined} noResultsText="-" />,
    );
    rerender(
      <ComboboxField label="Project" options={projects} value="p3" onChange={() => undefined} noResultsText="-" />,
    );
    expect(input()).toHaveValue('Brand book');
  });

  it('shows a per-field error', () => {
    renderWithTheme(<ProjectPicker error="Please choose a project" />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Please choose a project');
  });

  it('inside a dialog, the first Escape closes only the list, the second the dialog', async () => {
    function InDialog() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onClose={() => setOpen(false)} title="New task" footer={<Button>Save</Button>}>
          <ProjectPicker />
        </Dialog>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<InDialog />);
    await user.click(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
