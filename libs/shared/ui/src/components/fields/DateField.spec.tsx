import { useState, type KeyboardEvent } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@taskflow/domain';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { DateField } from './DateField';

function DueDate({
  initial = '',
  language,
  min,
  onChange = () => undefined,
}: {
  initial?: string;
  language: Language;
  min?: string;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Due date"
        calendarLabel="Choose due date"
        language={language}
        min={min}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Due date' });
const stored = () => screen.getByTestId('value').textContent;

describe('DateField', () => {
  it('is typed in German as TT.MM.JJJJ, whatever the browser, and reports the ISO day', async () => {
    renderWithTheme(<DueDate language="de" />);
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    expect(field()).toHaveAccessibleDescription('TT.MM.JJJJ');
    await userEvent.type(field(), '11.12.2026');
    expect(stored()).toBe('2026-12-11');
  });

  it('is typed in English day first, as the app shows dates (DD/MM/YYYY), and tidied when left', async () => {
    renderWithTheme(<DueDate language="en" />);
    expect(field()).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await userEvent.type(field(), '1/2/26');
    expect(stored()).toBe('2026-02-01');
    await userEvent.tab();
    expect(field()).toHaveValue('01/02/2026');
  });

  it('shows a stored day in the language of the interface and follows a language switch', () => {
    const { rerender } = renderWithTheme(<DueDate language="de" initial="2026-12-11" />);
    expect(field()).toHaveValue('11.12.2026');
    rerender(<DueDate language="en" initial="2026-12-11" />);
    expect(field()).toHaveValue('11/12/2026');
  });

  it('reports a text that names no day as it is, so the form can refuse it; emptying reports ""', async () => {
    renderWithTheme(<DueDate language="de" initial="2026-12-11" />);
    await userEvent.clear(field());
    expect(stored()).toBe('');
    await userEvent.type(field(), '31.02.2026');
    expect(stored()).toBe('31.02.2026');
    await userEvent.tab();
    expect(field()).toHaveValue('31.02.2026');
  });

  it('offers a calendar by keyboard: it opens on the chosen day, arrows move, Enter chooses and focus returns', async () => {
    renderWithTheme(<DueDate language="de" initial="2026-12-11" />);
    const button = screen.getByRole('button', { name: 'Choose due date' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Choose due date' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(calendar).toHaveTextContent('Dezember 2026');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/11\. Dezember 2026/));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/12\. Dezember 2026/);
    await userEvent.keyboard('{Enter}');
    expect(stored()).toBe('2026-12-12');
    expect(field()).toHaveValue('12.12.2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('names the days in English in the English calendar and starts weeks on Monday', async () => {
    renderWithTheme(<DueDate language="en" initial="2026-12-11" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose due date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose due date' });
    expect(calendar).toHaveTextContent('December 2026');
    expect(calendar.querySelector('.rdp-weekday')).toHaveAttribute('aria-label', 'Monday');
    await userEvent.click(screen.getByRole('button', { name: /24 December 2026/ }));
    expect(stored()).toBe('2026-12-24');
    expect(field()).toHaveValue('24/12/2026');
  });

  it('closes the calendar on Escape without the Escape reaching a dialog around the field', async () => {
    const outerKeys: string[] = [];
    renderWithTheme(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a listener standing for the dialog around
      <div onKeyDown={(event: KeyboardEvent) => outerKeys.push(event.key)}>
        <DueDate language="de" />
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Choose due date' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Choose due date' });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('BUTTON'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(outerKeys).not.toContain('Escape');
    await waitFor(() => expect(button).toHaveFocus());
    expect(stored()).toBe('');
  });

  it('offers no day before min', async () => {
    renderWithTheme(<DueDate language="en" initial="2026-12-11" min="2026-12-10" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose due date' }));
    await screen.findByRole('dialog', { name: 'Choose due date' });
    expect(screen.getByRole('button', { name: /, 9 December 2026$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /, 10 December 2026$/ })).toBeEnabled();
    await act(async () => undefined);
  });
});
