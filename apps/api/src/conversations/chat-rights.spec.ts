import { allFlags, type Actor } from '../authorization/actor';
import { mayCreateConversation, mayManageConversation, mayPost } from './chat-rights';
import type { Conversation } from './conversation.entity';
import type { ConversationParticipant } from './conversation-participant.entity';

const actor = (userType: Actor['userType'], userId = 'me'): Actor => ({
  userId,
  serviceProviderId: 'agency',
  userType,
  clientCompanyId: userType === 'client' ? 'company' : null,
  permissions: allFlags(userType !== 'client'),
  clientRules: {
    allowClientComments: true,
    requireApprovalForUpdates: true,
    clientPortalAccess: true,
    clientVisibilityDefault: false,
  },
});
const conversation = (type: Conversation['type'], createdById = 'someone') => ({ type, createdById }) as Conversation;
const member = (role: 'admin' | 'member', isActive = true) => ({ role, isActive }) as ConversationParticipant;

describe('chat rights (docs/roles-and-permissions.md#conversations)', () => {
  it('lets any active participant of a direct conversation clear or delete it', () => {
    expect(mayManageConversation(actor('client'), conversation('direct'), member('member'))).toBe(true);
    expect(mayManageConversation(actor('team'), conversation('direct'), member('member', false))).toBe(false);
    expect(mayManageConversation(actor('admin'), conversation('direct'), null)).toBe(false);
  });

  it('lets a team channel participant with role admin, or its creator, manage it', () => {
    expect(mayManageConversation(actor('team'), conversation('team_channel'), member('admin'))).toBe(true);
    expect(mayManageConversation(actor('team'), conversation('team_channel', 'me'), member('member'))).toBe(true);
    expect(mayManageConversation(actor('admin'), conversation('team_channel'), member('member'))).toBe(false);
  });

  it('lets only admin users manage announcements, and write in them', () => {
    expect(mayManageConversation(actor('admin'), conversation('announcement'), member('member'))).toBe(true);
    expect(mayManageConversation(actor('team'), conversation('announcement', 'me'), member('admin'))).toBe(false);
    expect(mayPost(actor('team'), conversation('announcement'))).toBe(false);
    expect(mayPost(actor('admin'), conversation('announcement'))).toBe(true);
    expect(mayPost(actor('client'), conversation('direct'))).toBe(true);
  });

  it('lets anyone start a direct conversation, the team side channels, admins announcements', () => {
    expect(mayCreateConversation(actor('client'), 'direct')).toBe(true);
    expect(mayCreateConversation(actor('client'), 'team_channel')).toBe(false);
    expect(mayCreateConversation(actor('team'), 'team_channel')).toBe(true);
    expect(mayCreateConversation(actor('team'), 'announcement')).toBe(false);
    expect(mayCreateConversation(actor('admin'), 'announcement')).toBe(true);
  });
});
