import {
  LIST_PAGE_SIZE,
  LIST_TOTAL_HEADER,
  MESSAGE_PAGE_SIZE,
  type ApiErrorCode,
  type ChatPartnerView,
  type CommentOverviewResponse,
  type ConversationView,
  type MessageView,
  type ProjectCommentDetailResponse,
  type UserRef,
} from '@taskflow/contracts';
import type { CommentView } from '@taskflow/work-comments';
import { answer, FakeApi } from './fake-api';
import { message } from './messaging-data';

/**
 * The conversation and comment-count calls the messages page makes, answered over in-memory data the way
 * the API answers them (pages of 50 counted from the newest, returned oldest first). Tests change the data,
 * make a route fail with `failNext`, and read `api.calls`.
 */
export class FakeMessagingServer {
  readonly api = new FakeApi();
  conversations: ConversationView[] = [];
  messages: MessageView[] = [];
  partners: ChatPartnerView[] = [];
  unreadComments = 0;
  overview: CommentOverviewResponse = { projects: [] };
  projectDetails: Record<string, ProjectCommentDetailResponse> = {};
  /** Comment threads by 'task:{id}' / 'project:{id}', oldest first (internal ones are left out for clients). */
  threads: Record<string, CommentView[]> = {};
  allowClientComments = true;
  private failures = new Map<string, { status: number; message: string; code?: ApiErrorCode }>();
  private nextId = 1;

  constructor(private readonly me: UserRef) {
    const api = this.api;
    const route = (method: string, path: string, handler: Parameters<FakeApi['on']>[2]) =>
      api.on(method, path, (request) => {
        const failure = this.failures.get(`${method} ${path}`);
        if (failure) {
          this.failures.delete(`${method} ${path}`);
          const { status, message, code } = failure;
          return answer(status, { statusCode: status, message, error: 'Error', ...(code ? { code } : {}) });
        }
        return handler(request);
      });

    route('GET', '/conversations', () => ({
      conversations: this.conversations,
      totalUnread: this.conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0),
    }));
    route('GET', '/conversations/partners', ({ query }) => listPage(this.partners, query));
    route('POST', '/conversations', ({ body }) => {
      const { type, name, description, participantIds } = body as {
        type: ConversationView['type'];
        name?: string;
        description?: string | null;
        participantIds: string[];
      };
      const others = this.partners.filter((partner) => participantIds.includes(partner.id));
      const created: ConversationView = {
        id: `k-new-${this.nextId++}`,
        type,
        name: name ?? null,
        description: description ?? null,
        createdById: this.me.id,
        otherParticipant: type === 'direct' ? others[0] : null,
        participants: [this.me, ...others].map((user) => ({
          userId: user.id,
          role: 'member',
          isActive: true,
          isMuted: false,
          lastReadAt: null,
          user: { id: user.id, firstName: user.firstName, lastName: user.lastName, userType: user.userType },
        })),
        lastMessageAt: null,
        lastMessagePreview: null,
        unreadCount: 0,
        canManage: true,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      };
      this.conversations = [created, ...this.conversations];
      return answer(201, created);
    });
    route('POST', '/conversations/:id/read', ({ params }) => {
      const found = this.conversation(params['id']);
      if (found) found.unreadCount = 0;
      return {
        unreadCount: 0,
        totalUnread: this.conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0),
      };
    });
    route('POST', '/conversations/:id/clear', ({ params }) => {
      this.messages = this.messages.filter((candidate) => candidate.conversationId !== params['id']);
      return this.conversation(params['id']);
    });
    route('DELETE', '/conversations/:id', ({ params }) => {
      this.conversations = this.conversations.filter((candidate) => candidate.id !== params['id']);
      return answer(204);
    });
    route('GET', '/conversations/messages/search', ({ query }) =>
      this.messages
        .filter((candidate) => candidate.content.toLowerCase().includes((query.get('q') ?? '').toLowerCase()))
        .reverse()
        .slice(0, Number(query.get('limit') ?? 20)),
    );
    route('GET', '/conversations/:id/messages', ({ params, query }) => {
      const all = this.messagesOf(params['id']);
      const limit = Number(query.get('limit') ?? MESSAGE_PAGE_SIZE);
      const offset = Number(query.get('offset') ?? 0);
      const end = all.length - offset;
      return { messages: all.slice(Math.max(end - limit, 0), Math.max(end, 0)), hasMore: end - limit > 0 };
    });
    route('POST', '/conversations/:id/messages', ({ params, body }) => {
      const { content, replyToMessageId } = body as { content: string; replyToMessageId?: string };
      const replied = this.messages.find((candidate) => candidate.id === replyToMessageId);
      const sent = message(`sent-${this.nextId++}`, params['id'], this.me, content, new Date().toISOString(), {
        replyToMessageId: replied?.id ?? null,
        replyToMessage: replied ? { id: replied.id, content: replied.content, sender: replied.sender } : null,
      });
      this.messages.push(sent);
      return answer(201, sent);
    });
    route('PUT', '/conversations/messages/:id', ({ params, body }) => {
      const found = this.messages.find((candidate) => candidate.id === params['id']);
      if (!found) return answer(404, { statusCode: 404, message: 'Message not found', error: 'Not Found' });
      Object.assign(found, { content: (body as { content: string }).content, isEdited: true });
      return found;
    });
    route('DELETE', '/conversations/messages/:id', ({ params }) => {
      this.messages = this.messages.filter((candidate) => candidate.id !== params['id']);
      return answer(204);
    });
    route('POST', '/conversations/messages/:id/reactions', ({ params, body }) => {
      const found = this.messages.find((candidate) => candidate.id === params['id']) as MessageView;
      const { emoji } = body as { emoji: string };
      if (!found.reactions.some((reaction) => reaction.emoji === emoji && reaction.userId === this.me.id))
        found.reactions = [...found.reactions, { emoji, userId: this.me.id }];
      return answer(201, found);
    });
    route('DELETE', '/conversations/messages/:id/reactions', ({ params, query }) => {
      const found = this.messages.find((candidate) => candidate.id === params['id']) as MessageView;
      found.reactions = found.reactions.filter(
        (reaction) => !(reaction.emoji === query.get('emoji') && reaction.userId === this.me.id),
      );
      return found;
    });
    // The `@` picker of a conversation: its active participants, as GET /mentions/candidates answers them.
    route('GET', '/mentions/candidates', ({ query }) => {
      const found = this.conversations.find((conversation) => conversation.id === query.get('conversationId'));
      if (!found) return answer(404, { statusCode: 404, message: 'Not found', code: 'MENTION_PLACE_NOT_FOUND' });
      return found.participants
        .flatMap((participant) =>
          participant.isActive && participant.user
            ? [
                {
                  id: participant.userId,
                  name: `${participant.user.firstName} ${participant.user.lastName}`,
                  role: participant.user.userType,
                },
              ]
            : [],
        )
        .sort((a, b) => a.name.localeCompare(b.name));
    });
    route('GET', '/comments/unread-count', () => ({ count: this.unreadComments }));
    route('GET', '/client-communication-settings/portal', () => ({
      allowClientComments: this.allowClientComments,
      requireApprovalForUpdates: true,
    }));
    for (const kind of ['tasks', 'projects'] as const) {
      const key = (id: string) => `${kind === 'tasks' ? 'task' : 'project'}:${id}`;
      route('GET', `/comments/${kind}/:id`, ({ params, query }) =>
        listPage(
          (this.threads[key(params['id'])] ?? []).filter(
            (comment) => this.me.userType !== 'client' || !comment.isInternal,
          ),
          query,
        ),
      );
      route('POST', `/comments/${kind}`, ({ body }) => {
        const { taskId, projectId, content, isInternal } = body as {
          taskId?: string;
          projectId?: string;
          content: string;
          isInternal?: boolean;
        };
        const parentId = (taskId ?? projectId) as string;
        const now = new Date().toISOString();
        const teamSide = this.me.userType !== 'client';
        const created = {
          id: `c-${this.nextId++}`,
          content,
          isInternal: Boolean(isInternal),
          isReadByTeam: teamSide,
          isReadByClient: !teamSide,
          createdAt: now,
          updatedAt: now,
          userId: this.me.id,
          user: this.me,
          ...(taskId
            ? { taskId, task: { id: taskId, title: 'Task', projectId: 'p' } }
            : { projectId: parentId, project: { id: parentId, name: 'Project' } }),
        } as CommentView;
        this.threads[key(parentId)] = [...(this.threads[key(parentId)] ?? []), created];
        return answer(201, created);
      });
      route('PATCH', `/comments/${kind}/read/:side`, ({ body }) => ({
        updated: (body as { commentIds: string[] }).commentIds.length,
      }));
    }
    route('GET', '/comments/overview', () => this.overview);
    route('GET', '/comments/overview/:projectId', ({ params }) => {
      const detail = this.projectDetails[params['projectId']];
      return detail ?? answer(404, { statusCode: 404, message: 'Project not found', error: 'Not Found' });
    });
  }

  /** The next call of that route (e.g. 'POST /conversations/:id/messages') fails with this status, message and code. */
  failNext(route: string, status: number, message = 'Request failed', code?: ApiErrorCode): void {
    this.failures.set(route, { status, message, code });
  }

  conversation(id: string): ConversationView | undefined {
    return this.conversations.find((candidate) => candidate.id === id);
  }

  messagesOf(conversationId: string): MessageView[] {
    return this.messages
      .filter((candidate) => candidate.conversationId === conversationId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  install(): this {
    this.api.install();
    return this;
  }
}

/** A list page as the API answers it: `limit` rows (at most LIST_PAGE_SIZE) from `offset`, the total in a header. */
function listPage<T>(rows: T[], query: URLSearchParams) {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Math.min(Number(query.get('limit') ?? LIST_PAGE_SIZE), LIST_PAGE_SIZE);
  return answer(200, rows.slice(offset, offset + limit), { [LIST_TOTAL_HEADER]: String(rows.length) });
}
