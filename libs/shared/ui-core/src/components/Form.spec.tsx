import { useState, type FormEvent } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Form } from './Form';

interface Errors {
  name?: string;
  email?: string;
}

/** A form like the product's: validates on submit, marks fields with aria-invalid, may ask a server. */
function SignUp({ server }: { server?: () => Promise<Errors> }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name) found.name = 'Enter a name';
    if (!email) found.email = 'Enter an email';
    setErrors(found);
    if (Object.keys(found).length > 0 || !server) return;
    setErrors(await server());
  };
  return (
    <Form aria-label="Sign up" onSubmit={submit}>
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={!!errors.name} />
      <label htmlFor="email">Email</label>
      <input id="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={!!errors.email} />
      <button type="submit">Sign up</button>
    </Form>
  );
}

describe('Form', () => {
  it('moves focus from the submit button to the first field with an error', async () => {
    renderWithTheme(<SignUp />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await userEvent.clear(screen.getByLabelText('Name'));
    screen.getByRole('button', { name: 'Sign up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('reaches a field the server refused, once the answer is there', async () => {
    let answer: (errors: Errors) => void = () => undefined;
    const server = () => new Promise<Errors>((resolve) => (answer = resolve));
    renderWithTheme(<SignUp server={server} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveFocus();
    answer({ email: 'This email is taken' });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('takes a group marked invalid (data-invalid) to its first control', async () => {
    function Members() {
      const [invalid, setInvalid] = useState(false);
      return (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            setInvalid(true);
          }}
        >
          <fieldset data-invalid={invalid || undefined}>
            <legend>Members</legend>
            <label>
              <input type="checkbox" /> Lena
            </label>
          </fieldset>
          <button type="submit">Start</button>
        </Form>
      );
    }
    renderWithTheme(<Members />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('checkbox', { name: 'Lena' })).toHaveFocus();
  });

  it('leaves focus alone when the submit had no error', async () => {
    renderWithTheme(<SignUp server={async () => ({})} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up' })).toHaveFocus());
    expect(screen.getByRole('form', { name: 'Sign up' })).toHaveAttribute('novalidate');
  });
});
