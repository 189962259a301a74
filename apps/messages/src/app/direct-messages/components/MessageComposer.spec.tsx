import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mentionToken, type UserRef } from '@taskflow/contracts';
import { sentRequests } from '@taskflow/testing';
import { loadFormatter } from '@taskflow/ui';
import { MessagesPage } from '../../messages/components/MessagesPage';
import { FakeMessagingServer } from '../../../testing/fake-messaging-server';
import { conversation, message, participant, people as knownPeople } from '../../../testing/messaging-data';
import { admin, renderMessagesScreen } from '../../../testing/render-messages';

// Mentions in messages (docs/mentions-and-formatting.md): the composer offers the conversation's participants as the
// API lists them (GET /mentions/candidates?conversationId=…), writes the chosen one's token, and messages show a
// mention with the person's current name.
// Mentions name people by user id (a uuid).
const people: Record<keyof typeof knownPeople, UserRef> = {
  admin: { ...knownPeople.admin, id: '0a7d2c1e-0000-4000-8000-000000000001' },
  team: { ...knownPeople.team, id: '0a7d2c1e-0000-4000-8000-000000000002' },
  designer: { ...knownPeople.designer, id: '0a7d2c1e-0000-4000-8000-000000000003' },
  client: { ...knownPeople.client, id: '0a7d2c1e-0000-4000-8000-000000000004' },
};
const me = () => admin({ id: people.admin.id });
const open = (id: string) => `/dashboard/messages?tab=direct&conversationId=${id}`;

describe('mentions in the message composer', () => {
  let server: FakeMessagingServer;

  // The Markdown parser is a chunk loaded on first use; loaded once here, messages show formatted at once.
  beforeAll(() => loadFormatter());

  beforeEach(() => {
    server = new FakeMessagingServer(people.admin).install();
    server.conversations = [
      conversation('g1', {
        type: 'team_channel',
        name: 'Launch',
        otherParticipant: null,
        participants: [
          participant(people.admin, 'admin'),
          participant(people.team),
          participant(people.designer),
          // Left the conversation: no longer offered.
          { ...participant(people.client), isActive: false },
        ],
      }),
    ];
    server.messages = [
      message(
        'm1',
        'g1',
        people.team,
        `Thanks ${mentionToken(people.designer.id, 'Lena Old-Name')}, **done**`,
        '2026-03-01T09:00:00.000Z',
      ),
    ];
  });

  it("offers the conversation's participants on @; arrow and Enter choose one, the next Enter sends the mention", async () => {
    const user = userEvent.setup();
    await renderMessagesScreen(<MessagesPage />, { route: open('g1'), user: me() });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(1));
    const input = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(sentRequests('GET', '/mentions/candidates')).toHaveLength(1));
    expect(sentRequests('GET', '/mentions/candidates')[0].query.get('conversationId')).toBe('g1');

    await user.type(input, 'Hi @');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ada AdminAdmin', 'Lena LorenzTeam', 'Tom TeamTeam']);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: /Lena Lorenz/ })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { selected: true }).id);
    // Enter chooses while the list is open: nothing is sent yet.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue(`Hi ${mentionToken(people.designer.id, 'Lena Lorenz')} `);
    expect(sentRequests('POST', '/conversations/g1/messages')).toHaveLength(0);
    await waitFor(() => expect(input).toHaveFocus());

    await user.keyboard('see above{Enter}');
    await waitFor(() => expect(sentRequests('POST', '/conversations/g1/messages')).toHaveLength(1));
    expect(sentRequests('POST', '/conversations/g1/messages')[0].body).toEqual({
      content: `Hi ${mentionToken(people.designer.id, 'Lena Lorenz')} see above`,
    });
  });

  it('narrows the list by the typed letters, and Escape closes it keeping the text', async () => {
    const user = userEvent.setup();
    await renderMessagesScreen(<MessagesPage />, { route: open('g1'), user: me() });
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(sentRequests('GET', '/mentions/candidates')).toHaveLength(1));

    await user.type(input, '@to');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(within(list).getByRole('option')).toHaveTextContent('Tom Team');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('@to');
    // The former participant is never offered.
    await user.clear(input);
    await user.type(input, '@cla');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("shows a message's mention as the person's current name, formatted, never the token", async () => {
    await renderMessagesScreen(<MessagesPage />, { route: open('g1'), user: me() });
    const [item] = await screen.findAllByTestId('message');
    await waitFor(() => expect(item).toHaveTextContent('Thanks @Lena Lorenz, done'));
    expect(within(item).getByText('done').tagName).toBe('STRONG');
    expect(item).not.toHaveTextContent('Old-Name');
    expect(item).not.toHaveTextContent('(user:');
  });

  it('says it in German', async () => {
    const user = userEvent.setup();
    await renderMessagesScreen(<MessagesPage />, { route: open('g1'), user: me(), language: 'de' });
    const input = await screen.findByRole('textbox', { name: 'Nachricht' });
    await waitFor(() => expect(sentRequests('GET', '/mentions/candidates')).toHaveLength(1));
    await user.type(input, '@');
    expect(await screen.findByRole('listbox', { name: 'Personen zum Erwähnen' })).toBeInTheDocument();
  });
});
