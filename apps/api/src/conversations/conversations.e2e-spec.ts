import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { createTestTenant, tokenFor, uniqueEmail, type TestTenant, type TestUser } from '../../test/test-tenant';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';

describe('conversations and messages', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let other: TestTenant;
  /** A team member working on no task of company A. */
  let idleTeam: TestUser;
  /** A second client of company A. */
  let colleagueA: TestUser;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());

  const person = async (userType: User['userType'], clientCompanyId: string | null): Promise<TestUser> => {
    const scope = app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
    const user = await scope.insert(User, {
      firstName: 'Extra',
      lastName: userType,
      email: uniqueEmail(userType),
      userType,
      clientCompanyId,
      status: 'active',
    });
    return {
      id: user.id,
      email: user.email,
      userType,
      token: tokenFor(user),
      serviceProviderId: user.serviceProviderId,
    };
  };
  const direct = async (from: TestUser, to: TestUser) =>
    (
      await http()
        .post('/api/conversations')
        .set(as(from))
        .send({ type: 'direct', participantIds: [to.id] })
        .expect(201)
    ).body;
  const channel = async (from: TestUser, members: TestUser[], type = 'team_channel') =>
    (
      await http()
        .post('/api/conversations')
        .set(as(from))
        .send({ type, name: 'General', participantIds: members.map((member) => member.id) })
        .expect(201)
    ).body;
  const send = async (from: TestUser, conversationId: string, content: string) =>
    (await http().post(`/api/conversations/${conversationId}/messages`).set(as(from)).send({ content }).expect(201))
      .body;

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    other = await createTestTenant(app, 'Other Studio');
    idleTeam = await person('team', null);
    colleagueA = await person('client', tenant.companyA);
  });

  afterAll(async () => {
    await app.close();
  });

  it('creates a direct conversation once per pair and lists it with the other person, preview and unread count', async () => {
    const first = await direct(tenant.admin, tenant.clientA);
    const again = await direct(tenant.clientA, tenant.admin);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      type: 'direct',
      name: null,
      createdById: tenant.admin.id,
      otherParticipant: { id: tenant.clientA.id, userType: 'client' },
      unreadCount: 0,
    });
    expect(first.participants.map((participant: { role: string }) => participant.role)).toEqual(['member', 'member']);

    const long = 'x'.repeat(59) + 'yz and more';
    await send(tenant.admin, first.id, 'Hello');
    await send(tenant.admin, first.id, long);
    const list = await http().get('/api/conversations').set(as(tenant.clientA)).expect(200);
    const listed = list.body.conversations.find((conversation: { id: string }) => conversation.id === first.id);
    expect(listed).toMatchObject({
      otherParticipant: { id: tenant.admin.id },
      lastMessagePreview: long.slice(0, 60),
      unreadCount: 2,
    });
    expect(listed.lastMessagePreview).toHaveLength(60);
    expect(Date.parse(listed.lastMessageAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(list.body.totalUnread).toBeGreaterThanOrEqual(2);
    const mine = await http().get('/api/conversations').set(as(tenant.admin)).expect(200);
    expect(
      mine.body.conversations.find((conversation: { id: string }) => conversation.id === first.id).unreadCount,
    ).toBe(0);

    const read = await http().post(`/api/conversations/${first.id}/read`).set(as(tenant.clientA)).expect(200);
    expect(read.body).toEqual({ unreadCount: 0, totalUnread: list.body.totalUnread - 2 });
  });

  it('sends text and file messages with replies, edits and deletes only own ones, and keeps reactions', async () => {
    const conversation = await direct(tenant.team, tenant.clientA);
    const question = await send(tenant.clientA, conversation.id, 'Is the draft ready?');
    const upload = await http()
      .post(`/api/files?target=message&parentId=${conversation.id}`)
      .set(as(tenant.team))
      .attach('file', Buffer.from('%PDF-1.4\n%draft\n'), 'draft.pdf')
      .expect(201);
    const file = await http()
      .post(`/api/conversations/${conversation.id}/messages`)
      .set(as(tenant.team))
      .send({
        messageType: 'file',
        fileUrl: upload.body.url,
        fileName: 'renamed-by-the-browser.exe',
        fileSize: 1,
        replyToMessageId: question.id,
      })
      .expect(201);
    expect(file.body).toMatchObject({
      messageType: 'file',
      content: '',
      fileUrl: `/api/files/${upload.body.id}`,
      fileName: 'draft.pdf',
      fileSize: upload.body.size,
      file: { id: upload.body.id, mimeType: 'application/pdf' },
      senderId: tenant.team.id,
      sender: { firstName: 'Test', lastName: 'team' },
      replyToMessageId: question.id,
      replyToMessage: { id: question.id, content: 'Is the draft ready?', sender: { id: tenant.clientA.id } },
      isEdited: false,
    });
    const listed = await http().get(`/api/conversations/${conversation.id}`).set(as(tenant.clientA)).expect(200);
    expect(listed.body.lastMessagePreview).toBe('draft.pdf');

    await http()
      .put(`/api/conversations/messages/${question.id}`)
      .set(as(tenant.team))
      .send({ content: 'Hijacked' })
      .expect(403);
    const edited = await http()
      .put(`/api/conversations/messages/${question.id}`)
      .set(as(tenant.clientA))
      .send({ content: 'Is the final draft ready?' })
      .expect(200);
    expect(edited.body).toMatchObject({ content: 'Is the final draft ready?', isEdited: true });

    const liked = await http()
      .post(`/api/conversations/messages/${file.body.id}/reactions`)
      .set(as(tenant.clientA))
      .send({ emoji: '👍' })
      .expect(201);
    await http()
      .post(`/api/conversations/messages/${file.body.id}/reactions`)
      .set(as(tenant.clientA))
      .send({ emoji: '👍' })
      .expect(201);
    expect(liked.body.reactions).toEqual([{ emoji: '👍', userId: tenant.clientA.id }]);
    const unliked = await http()
      .delete(`/api/conversations/messages/${file.body.id}/reactions?emoji=${encodeURIComponent('👍')}`)
      .set(as(tenant.clientA))
      .expect(200);
    expect(unliked.body.reactions).toEqual([]);

    await http().delete(`/api/conversations/messages/${file.body.id}`).set(as(tenant.clientA)).expect(403);
    await http().delete(`/api/conversations/messages/${file.body.id}`).set(as(tenant.team)).expect(204);
    await http().get(`/api/conversations/messages/${file.body.id}`).set(as(tenant.team)).expect(404);
    const after = await http().get(`/api/conversations/${conversation.id}`).set(as(tenant.team)).expect(200);
    expect(after.body.lastMessagePreview).toBe('Is the final draft ready?');
  });

  it('refuses empty messages, foreign replies and files without a name as invalid input', async () => {
    const conversation = await direct(tenant.admin, tenant.team);
    const elsewhere = await send(tenant.admin, (await direct(tenant.admin, idleTeam)).id, 'Elsewhere');
    await http()
      .post(`/api/conversations/${conversation.id}/messages`)
      .set(as(tenant.admin))
      .send({ content: '   ' })
      .expect(400);
    await http()
      .post(`/api/conversations/${conversation.id}/messages`)
      .set(as(tenant.admin))
      .send({ messageType: 'file', fileUrl: 'https://x.example.com/a' })
      .expect(400);
    const reply = await http()
      .post(`/api/conversations/${conversation.id}/messages`)
      .set(as(tenant.admin))
      .send({ content: 'Re', replyToMessageId: elsewhere.id })
      .expect(400);
    expect(reply.body.message).toMatch(/^Invalid input/);
    await http()
      .post('/api/conversations')
      .set(as(tenant.admin))
      .send({ type: 'direct', participantIds: [] })
      .expect(400);
    await http()
      .post('/api/conversations')
      .set(as(tenant.admin))
      .send({ type: 'team_channel', participantIds: [tenant.team.id] })
      .expect(400);
    await http()
      .post('/api/conversations')
      .set(as(tenant.admin))
      .send({ type: 'group', participantIds: [tenant.team.id] })
      .expect(400);
  });

  it('pages messages from the newest (limit default 50, at most 100) and says whether older ones exist', async () => {
    const conversation = await direct(tenant.admin, idleTeam);
    for (let index = 1; index <= 55; index += 1)
      await send(index % 2 ? tenant.admin : idleTeam, conversation.id, `Message ${index}`);
    const firstPage = await http().get(`/api/conversations/${conversation.id}/messages`).set(as(idleTeam)).expect(200);
    expect(firstPage.body.messages).toHaveLength(50);
    expect(firstPage.body.hasMore).toBe(true);
    const contents = firstPage.body.messages.map((message: { content: string }) => message.content);
    expect(contents[0]).toBe('Message 6');
    expect(contents[49]).toBe('Message 55');
    const older = await http()
      .get(`/api/conversations/${conversation.id}/messages?limit=10&offset=50`)
      .set(as(idleTeam))
      .expect(200);
    expect(older.body.messages.map((message: { content: string }) => message.content)).toEqual([
      'Elsewhere',
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(older.body.hasMore).toBe(false);
    await http().get(`/api/conversations/${conversation.id}/messages?limit=101`).set(as(idleTeam)).expect(400);
    await http().get(`/api/conversations/${conversation.id}/messages?limit=0`).set(as(idleTeam)).expect(400);
  });

  it('searches only the conversations the user takes part in (limit default 20)', async () => {
    const mine = await direct(tenant.clientA, colleagueA);
    const notMine = await direct(tenant.admin, tenant.team);
    for (let index = 0; index < 22; index += 1) await send(tenant.clientA, mine.id, `Budget question ${index}`);
    await send(tenant.admin, notMine.id, 'Budget internal talk');
    const found = await http().get('/api/conversations/messages/search?q=BUDGET').set(as(colleagueA)).expect(200);
    expect(found.body).toHaveLength(20);
    expect(found.body.every((message: { conversationId: string }) => message.conversationId === mine.id)).toBe(true);
    expect(found.body[0].content).toBe('Budget question 21');
    const few = await http()
      .get('/api/conversations/messages/search?q=budget&limit=3')
      .set(as(tenant.team))
      .expect(200);
    expect(few.body.map((message: { content: string }) => message.content)).toEqual(['Budget internal talk']);
    const wildcard = await http().get('/api/conversations/messages/search?q=%25').set(as(colleagueA)).expect(200);
    expect(wildcard.body).toEqual([]);
    await http().get('/api/conversations/messages/search?q=').set(as(colleagueA)).expect(400);
  });

  it('lets clients talk only with their company and the team working on their projects, never across agencies', async () => {
    await direct(tenant.clientA, colleagueA);
    await direct(tenant.clientA, tenant.team);
    await direct(tenant.clientA, tenant.admin);
    const otherCompany = await http()
      .post('/api/conversations')
      .set(as(tenant.clientA))
      .send({ type: 'direct', participantIds: [tenant.clientB.id] })
      .expect(403);
    expect(otherCompany.body.message).toMatch(/^Access denied/);
    await http()
      .post('/api/conversations')
      .set(as(tenant.clientA))
      .send({ type: 'direct', participantIds: [idleTeam.id] })
      .expect(403);
    await http()
      .post('/api/conversations')
      .set(as(tenant.admin))
      .send({ type: 'team_channel', name: 'Mixed', participantIds: [tenant.clientA.id, tenant.clientB.id] })
      .expect(403);
    await http()
      .post('/api/conversations')
      .set(as(tenant.clientA))
      .send({ type: 'team_channel', name: 'Mine', participantIds: [colleagueA.id] })
      .expect(403);
    const foreign = await http()
      .post('/api/conversations')
      .set(as(tenant.admin))
      .send({ type: 'direct', participantIds: [other.team.id] })
      .expect(404);
    expect(foreign.body.message).toBe('User not found');

    const theirs = await direct(other.admin, other.team);
    await http().get(`/api/conversations/${theirs.id}`).set(as(tenant.admin)).expect(404);
    await http()
      .post(`/api/conversations/${theirs.id}/messages`)
      .set(as(tenant.admin))
      .send({ content: 'Hi' })
      .expect(404);
    const notParticipant = await http()
      .get(`/api/conversations/${(await direct(tenant.admin, tenant.team)).id}`)
      .set(as(tenant.clientA))
      .expect(403);
    expect(notParticipant.body.message).toMatch(/^Access denied/);

    const team = await channel(tenant.admin, [tenant.team]);
    const added = await http()
      .post(`/api/conversations/${team.id}/participants`)
      .set(as(tenant.admin))
      .send({ userId: tenant.clientB.id })
      .expect(403);
    expect(added.body.message).toMatch(/clients can only talk/);
  });

  it('offers as partners exactly the people a conversation may be started with', async () => {
    const idsOf = async (user: TestUser) => {
      const response = await http().get('/api/conversations/partners').set(as(user)).expect(200);
      return (response.body as { id: string }[]).map((partner) => partner.id);
    };
    const everyone = [tenant.admin, tenant.team, tenant.clientA, tenant.clientB, idleTeam, colleagueA];
    const expected = new Map([
      [tenant.admin, [tenant.team, tenant.clientA, tenant.clientB, idleTeam, colleagueA]],
      [tenant.team, [tenant.admin, tenant.clientA, idleTeam, colleagueA]],
      [tenant.clientA, [tenant.admin, tenant.team, colleagueA]],
      [idleTeam, [tenant.admin, tenant.team]],
    ]);
    for (const [user, partners] of expected) {
      const offered = await idsOf(user);
      const others = everyone.filter((person) => person !== user);
      expect(others.filter((person) => offered.includes(person.id))).toEqual(partners);
      expect(offered).not.toContain(user.id);
      expect(offered).not.toContain(other.admin.id);
      // The server agrees: everyone offered can be written to, nobody else.
      for (const person of others) {
        const started = await http()
          .post('/api/conversations')
          .set(as(user))
          .send({ type: 'direct', participantIds: [person.id] });
        expect([person.id, started.status]).toEqual([person.id, partners.includes(person) ? 201 : 403]);
      }
    }
    const [clientPartner] = (
      await http().get('/api/conversations/partners').set(as(tenant.admin)).expect(200)
    ).body.filter((partner: { id: string }) => partner.id === tenant.clientA.id);
    expect(clientPartner).toEqual({
      id: tenant.clientA.id,
      firstName: 'Test',
      lastName: 'client',
      userType: 'client',
      clientCompany: { id: tenant.companyA, name: 'Company A' },
    });
  });

  it('applies the chat rights: direct any participant, team channel its admins or creator, announcement admin users', async () => {
    const pair = await direct(tenant.team, tenant.clientA);
    await http().post(`/api/conversations/${pair.id}/clear`).set(as(tenant.clientA)).expect(200);
    await http().delete(`/api/conversations/${pair.id}`).set(as(tenant.team)).expect(204);
    await http().get(`/api/conversations/${pair.id}`).set(as(tenant.team)).expect(404);

    const created = await channel(tenant.team, [tenant.admin, idleTeam]);
    expect(
      created.participants.find((participant: { userId: string }) => participant.userId === tenant.team.id).role,
    ).toBe('admin');
    expect(created.canManage).toBe(true);
    await send(idleTeam, created.id, 'Morning');
    await http().post(`/api/conversations/${created.id}/clear`).set(as(idleTeam)).expect(403);
    await http()
      .post(`/api/conversations/${created.id}/participants`)
      .set(as(idleTeam))
      .send({ userId: colleagueA.id })
      .expect(403);
    const promoted = await http()
      .post(`/api/conversations/${created.id}/participants`)
      .set(as(tenant.team))
      .send({ userId: idleTeam.id, role: 'admin' })
      .expect(201);
    expect(
      promoted.body.participants.find((participant: { userId: string }) => participant.userId === idleTeam.id).role,
    ).toBe('admin');
    const cleared = await http().post(`/api/conversations/${created.id}/clear`).set(as(idleTeam)).expect(200);
    expect(cleared.body).toMatchObject({ lastMessageAt: null, lastMessagePreview: null });
    expect(
      (await http().get(`/api/conversations/${created.id}/messages`).set(as(tenant.team)).expect(200)).body,
    ).toEqual({ messages: [], hasMore: false });
    const renamed = await http()
      .put(`/api/conversations/${created.id}`)
      .set(as(tenant.team))
      .send({ name: 'Design', description: 'Design talk' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Design', description: 'Design talk' });

    // A team member who works on nothing of company A is in it: client A may not join.
    await http()
      .post(`/api/conversations/${created.id}/participants`)
      .set(as(tenant.team))
      .send({ userId: tenant.clientA.id })
      .expect(403);
    await http()
      .delete(`/api/conversations/${created.id}/participants/${tenant.admin.id}`)
      .set(as(tenant.admin))
      .expect(204);
    const left = await http().get(`/api/conversations/${created.id}`).set(as(tenant.team)).expect(200);
    expect(
      left.body.participants.find((participant: { userId: string }) => participant.userId === tenant.admin.id),
    ).toMatchObject({ role: 'member', isActive: false });
    await http().get(`/api/conversations/${created.id}/messages`).set(as(tenant.admin)).expect(403);
    await http()
      .delete(`/api/conversations/${created.id}/participants/${tenant.team.id}`)
      .set(as(tenant.admin))
      .expect(403);
    await http().delete(`/api/conversations/${created.id}`).set(as(tenant.admin)).expect(403);
    await http().delete(`/api/conversations/${created.id}`).set(as(idleTeam)).expect(204);

    await http()
      .post('/api/conversations')
      .set(as(tenant.team))
      .send({ type: 'announcement', name: 'News', participantIds: [tenant.admin.id] })
      .expect(403);
    const news = await channel(tenant.admin, [tenant.team], 'announcement');
    const asMember = await http().get(`/api/conversations/${news.id}`).set(as(tenant.team)).expect(200);
    expect(asMember.body.canManage).toBe(false);
    await http()
      .post(`/api/conversations/${news.id}/messages`)
      .set(as(tenant.team))
      .send({ content: 'Me too' })
      .expect(403);
    await http().post(`/api/conversations/${news.id}/clear`).set(as(tenant.team)).expect(403);
    await http().delete(`/api/conversations/${news.id}`).set(as(tenant.team)).expect(403);
    await send(tenant.admin, news.id, 'Release on Friday');
    await http().post(`/api/conversations/${news.id}/clear`).set(as(tenant.admin)).expect(200);
    await http().delete(`/api/conversations/${news.id}`).set(as(tenant.admin)).expect(204);
  });

  it('keeps participant settings per person', async () => {
    const conversation = await direct(tenant.admin, tenant.team);
    const muted = await http()
      .put(`/api/conversations/${conversation.id}/participant`)
      .set(as(tenant.team))
      .send({ isMuted: true })
      .expect(200);
    expect(
      muted.body.participants.find((participant: { userId: string }) => participant.userId === tenant.team.id).isMuted,
    ).toBe(true);
    expect(
      muted.body.participants.find((participant: { userId: string }) => participant.userId === tenant.admin.id).isMuted,
    ).toBe(false);
    await http()
      .put(`/api/conversations/${conversation.id}/participant`)
      .set(as(tenant.team))
      .send({ isMuted: 'yes' })
      .expect(400);
  });
});
