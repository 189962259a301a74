import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { MentionTextarea, type MentionPerson } from './MentionTextarea';

const PEOPLE: MentionPerson[] = [
  { id: '3f2a1c4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b', name: 'Ada Lovelace', detail: 'Team' },
  { id: '11111111-2222-4333-8444-555555555555', name: 'Alan Turing', detail: 'Client' },
  { id: '99999999-2222-4333-8444-555555555555', name: 'Grace Hopper', detail: 'Admin' },
];

function Harness({ onSubmit }: { onSubmit?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <MentionTextarea
        label="Comment"
        value={value}
        onValueChange={setValue}
        people={PEOPLE}
        listLabel="People"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.ctrlKey) onSubmit?.();
        }}
      />
      <output>{value}</output>
    </>
  );
}

describe('MentionTextarea', () => {
  it('offers people on @ and letters; arrows and Enter insert the token and keep the focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box).not.toHaveAttribute('aria-controls');
    await user.type(box, 'Hi @a');
    const list = screen.getByRole('listbox', { name: 'People' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ada LovelaceTeam',
      'Alan TuringClient',
      // Names containing the letters come after those starting with them.
      'Grace HopperAdmin',
    ]);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue(`Hi @[Alan Turing](user:${PEOPLE[1].id}) `);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('chooses with Tab, and Escape closes the list keeping the typed text', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(box, '@gra');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('@gra');
    await user.type(box, 'c');
    await user.keyboard('{Tab}');
    expect(box).toHaveValue(`@[Grace Hopper](user:${PEOPLE[2].id}) `);
  });

  it('opens nothing for an e-mail address or when nobody matches', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(box, 'mail ada@example.com and @zz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-controls');
  });

  it('chooses by mouse', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), '@tur');
    await user.click(screen.getByRole('option', { name: /Alan Turing/ }));
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue(`@[Alan Turing](user:${PEOPLE[1].id}) `);
  });
});
