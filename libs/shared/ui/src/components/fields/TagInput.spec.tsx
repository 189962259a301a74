import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { TagInput, type TagInputProps } from './TagInput';

function Tags({ initial = [], ...props }: Partial<TagInputProps> & { initial?: string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label="Task">
      <TagInput label="Tags" value={tags} onChange={setTags} removeTagLabel={(tag) => `Remove tag ${tag}`} {...props} />
      <output>{JSON.stringify(tags)}</output>
    </form>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Tags' });
const tags = () => JSON.parse(screen.getByRole('status').textContent ?? '[]') as string[];

describe('TagInput', () => {
  it('adds a trimmed tag with Enter and with a comma', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tags />);
    await user.type(input(), '  design  {Enter}');
    await user.type(input(), 'api,');
    expect(tags()).toEqual(['design', 'api']);
    expect(input()).toHaveValue('');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('ignores empty tags and duplicates in any case', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tags initial={['Design']} />);
    await user.type(input(), '   {Enter}');
    await user.type(input(), ',');
    await user.type(input(), ' DESIGN {Enter}');
    expect(tags()).toEqual(['Design']);
  });

  it('adds every tag of a pasted list', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tags />);
    await user.click(input());
    await user.paste('frontend, backend ,frontend, qa');
    expect(tags()).toEqual(['frontend', 'backend']);
    expect(input()).toHaveValue('qa');
  });

  it('shows a disabled field’s tags without any remove button', () => {
    renderWithTheme(<Tags initial={['retainer', 'seo']} disabled />);
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove tag/ })).not.toBeInTheDocument();
  });

  it('adds what was typed when leaving the field', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tags />);
    await user.type(input(), 'review');
    await user.tab();
    expect(tags()).toEqual(['review']);
  });

  it('removes the last tag with Backspace in the empty input', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tags initial={['a', 'b']} />);
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(tags()).toEqual(['a']);
  });

  it('moves onto the tags with ArrowLeft, where Backspace removes the focused one', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tags initial={['a', 'b', 'c']} />);
    await user.click(input());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('c').closest('li')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('b').closest('li')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(tags()).toEqual(['a', 'c']);
  });

  it('keeps Backspace for the text while there is text', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tags initial={['a']} />);
    await user.type(input(), 'xy{Backspace}');
    expect(input()).toHaveValue('x');
    expect(tags()).toEqual(['a']);
  });

  it('removes a tag with its named remove button and returns focus to the input', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tags initial={['design', 'api']} />);
    await user.click(screen.getByRole('button', { name: 'Remove tag design' }));
    expect(tags()).toEqual(['api']);
    expect(input()).toHaveFocus();
  });

  it('reaches the remove buttons by Tab before the input', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tags initial={['design', 'api']} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove tag design' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tags()).toEqual(['api']);
  });

  it('does not submit the form when Enter adds a tag', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <TagInput label="Tags" value={[]} onChange={() => undefined} removeTagLabel={(tag) => tag} />
      </form>,
    );
    await user.type(input(), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers matching suggestions that are not yet added', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tags initial={['design']} suggestions={['design', 'devops', 'docs', 'api']} />);
    const combobox = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(combobox, 'd');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['devops', 'docs']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(tags()).toEqual(['design', 'docs']);
    expect(combobox).toHaveValue('');
  });

  it('shows a per-field error', () => {
    renderWithTheme(<Tags error="At most 10 tags" />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('At most 10 tags');
  });
});
