import { ConversationParticipant } from '../conversations/conversation-participant.entity';
import { Conversation } from '../conversations/conversation.entity';
import { previewOf } from '../conversations/conversation.view';
import { MessageReaction } from '../conversations/message-reaction.entity';
import { Message } from '../conversations/message.entity';
import type { TenantScope } from '../tenancy/tenant-scope';
import type { User } from '../users/user.entity';

export interface DemoPeople {
  admin: User;
  team: User;
  designer: User;
  /** The client of Müller Bau GmbH (the team member works on its projects). */
  client: User;
}

interface DemoMessage {
  from: keyof DemoPeople;
  text: string;
  minutesAgo: number;
  reactions?: { from: keyof DemoPeople; emoji: string }[];
}

interface DemoConversation {
  type: Conversation['type'];
  name?: string;
  description?: string;
  createdBy: keyof DemoPeople;
  members: (keyof DemoPeople)[];
  /** Who has read everything up to now; the others have the messages of the others unread. */
  readBy: (keyof DemoPeople)[];
  messages: DemoMessage[];
}

const CONVERSATIONS: DemoConversation[] = [
  {
    type: 'direct',
    createdBy: 'admin',
    members: ['client'],
    readBy: ['client'],
    messages: [
      { from: 'admin', text: 'Hallo Frau Client, der Entwurf der Startseite ist fertig.', minutesAgo: 26 * 60 },
      {
        from: 'client',
        text: 'Danke! Wir schauen ihn uns heute Nachmittag an.',
        minutesAgo: 25 * 60,
        reactions: [{ from: 'admin', emoji: '👍' }],
      },
      {
        from: 'client',
        text: 'Können wir das Logo etwas größer machen? Sonst gefällt uns alles sehr gut.',
        minutesAgo: 40,
      },
    ],
  },
  {
    type: 'direct',
    createdBy: 'team',
    members: ['client'],
    readBy: ['team', 'client'],
    messages: [
      { from: 'client', text: 'Funktioniert das Kontaktformular schon auf dem Testserver?', minutesAgo: 3 * 60 },
      { from: 'team', text: 'Noch nicht ganz, ich melde mich bis Freitag.', minutesAgo: 2 * 60 },
    ],
  },
  {
    type: 'team_channel',
    name: 'Studio',
    description: 'Alles rund um unsere Projekte',
    createdBy: 'admin',
    members: ['team', 'designer'],
    readBy: ['admin'],
    messages: [
      { from: 'admin', text: 'Guten Morgen! Kurze Abstimmung um 10 Uhr?', minutesAgo: 5 * 60 },
      {
        from: 'designer',
        text: 'Passt mir. Ich bringe die neuen Entwürfe mit.',
        minutesAgo: 4 * 60 + 50,
        reactions: [{ from: 'admin', emoji: '🎉' }],
      },
      { from: 'team', text: 'Bin dabei.', minutesAgo: 4 * 60 + 45 },
    ],
  },
  {
    type: 'announcement',
    name: 'Ankündigungen',
    description: 'Neuigkeiten für das ganze Team',
    createdBy: 'admin',
    members: ['team', 'designer'],
    readBy: ['admin', 'team'],
    messages: [{ from: 'admin', text: 'Ab Montag gilt die neue Urlaubsplanung im Kalender.', minutesAgo: 2 * 24 * 60 }],
  },
];

/** Direct messages, a team channel and an announcement of the demo agency, some of them unread. */
export async function seedDemoConversations(scope: TenantScope, people: DemoPeople): Promise<void> {
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  for (const spec of CONVERSATIONS) {
    const creator = people[spec.createdBy];
    const members = spec.members.map((key) => people[key]);
    const last = spec.messages[spec.messages.length - 1];
    const conversation = await scope.insert(Conversation, {
      type: spec.type,
      name: spec.name ?? null,
      description: spec.description ?? null,
      createdById: creator.id,
      directKey: spec.type === 'direct' ? [creator.id, members[0].id].sort().join(':') : null,
      lastMessageAt: at(last.minutesAgo),
      lastMessagePreview: previewOf({ content: last.text, fileName: null }),
    });
    for (const key of [spec.createdBy, ...spec.members]) {
      await scope.insert(ConversationParticipant, {
        conversationId: conversation.id,
        userId: people[key].id,
        role: key === spec.createdBy && spec.type !== 'direct' ? 'admin' : 'member',
        isActive: true,
        isMuted: false,
        lastReadAt: spec.readBy.includes(key) ? new Date(now) : at(spec.messages[0].minutesAgo + 1),
      });
    }
    for (const message of spec.messages) {
      const sent = await scope.insert(Message, {
        conversationId: conversation.id,
        senderId: people[message.from].id,
        content: message.text,
        messageType: 'text',
        isEdited: false,
        createdAt: at(message.minutesAgo),
      });
      for (const reaction of message.reactions ?? [])
        await scope.insert(MessageReaction, {
          messageId: sent.id,
          userId: people[reaction.from].id,
          emoji: reaction.emoji,
        });
    }
  }
}
