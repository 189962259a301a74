import {
  MESSAGE_PAGE_SIZE,
  MESSAGE_SEARCH_LIMIT,
  type AddParticipantRequest,
  type ChatPartnerView,
  type ConversationListResponse,
  type ConversationReadResponse,
  type ConversationView,
  type CreateConversationRequest,
  type MentionCandidate,
  type MessageListResponse,
  type MessageView,
  type SendMessageRequest,
} from '@taskflow/contracts';
import type { ApiRequestError } from '@taskflow/auth';
import { cacheUpdates } from '@taskflow/realtime';
import { api, fetchAllPages, liveTags } from '@taskflow/store';

/** How many messages the loaded pages hold: the offset of the next older page (counted from the newest). */
export function loadedMessageCount(pages: readonly MessageListResponse[]): number {
  return pages.reduce((count, page) => count + page.messages.length, 0);
}

export const directMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<ConversationListResponse, void>({
      query: () => '/conversations',
      providesTags: (result) => [
        liveTags.conversationList(),
        ...liveTags.conversations(result?.conversations),
        liveTags.unreadCount('messages'),
      ],
    }),

    /** Everyone the caller may start a conversation with: every page of the list. */
    getChatPartners: build.query<ChatPartnerView[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        fetchAllPages<ChatPartnerView, ApiRequestError>(baseQuery, '/conversations/partners'),
    }),

    /** Who may be mentioned in a message of the conversation: its active participants (the server decides). */
    getConversationMentionCandidates: build.query<MentionCandidate[], string>({
      query: (conversationId) => ({ url: '/mentions/candidates', params: { conversationId } }),
      providesTags: (_result, _error, conversationId) => [liveTags.conversation(conversationId)],
    }),

    createConversation: build.mutation<ConversationView, CreateConversationRequest>({
      query: (body) => ({ url: '/conversations', method: 'POST', body }),
      invalidatesTags: [liveTags.conversationList()],
    }),

    deleteConversation: build.mutation<void, string>({
      query: (id) => ({ url: `/conversations/${id}`, method: 'DELETE' }),
      invalidatesTags: [liveTags.conversationList()],
    }),

    clearConversation: build.mutation<ConversationView, string>({
      query: (id) => ({ url: `/conversations/${id}/clear`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [liveTags.conversation(id), liveTags.conversationMessages(id)],
    }),

    addParticipant: build.mutation<ConversationView, { conversationId: string } & AddParticipantRequest>({
      query: ({ conversationId, ...body }) => ({
        url: `/conversations/${conversationId}/participants`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { conversationId }) => [liveTags.conversation(conversationId)],
    }),

    removeParticipant: build.mutation<void, { conversationId: string; userId: string }>({
      query: ({ conversationId, userId }) => ({
        url: `/conversations/${conversationId}/participants/${userId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { conversationId }) => [liveTags.conversation(conversationId)],
    }),

    markConversationRead: build.mutation<ConversationReadResponse, string>({
      query: (id) => ({ url: `/conversations/${id}/read`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(cacheUpdates.conversationRead(id, data));
      },
    }),

    /** Pages of 50 from the newest; page 0 is the newest, each next page older. */
    getMessagePages: build.infiniteQuery<MessageListResponse, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, allPages) => (lastPage.hasMore ? loadedMessageCount(allPages) : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/conversations/${queryArg}/messages`,
        params: { limit: MESSAGE_PAGE_SIZE, offset: pageParam },
      }),
      providesTags: (_result, _error, conversationId) => [liveTags.conversationMessages(conversationId)],
    }),

    sendMessage: build.mutation<MessageView, { conversationId: string } & SendMessageRequest>({
      query: ({ conversationId, ...body }) => ({
        url: `/conversations/${conversationId}/messages`,
        method: 'POST',
        body,
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(cacheUpdates.messageSent(data));
      },
    }),

    editMessage: build.mutation<MessageView, { id: string; conversationId: string; content: string }>({
      query: ({ id, content }) => ({ url: `/conversations/messages/${id}`, method: 'PUT', body: { content } }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(cacheUpdates.messageSaved(data));
      },
    }),

    deleteMessage: build.mutation<void, { id: string; conversationId: string }>({
      query: ({ id }) => ({ url: `/conversations/messages/${id}`, method: 'DELETE' }),
      async onQueryStarted({ id, conversationId }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) dispatch(cacheUpdates.messageDeleted(conversationId, id));
      },
    }),

    toggleReaction: build.mutation<MessageView, { id: string; conversationId: string; emoji: string; remove: boolean }>(
      {
        query: ({ id, emoji, remove }) =>
          remove
            ? { url: `/conversations/messages/${id}/reactions`, method: 'DELETE', params: { emoji } }
            : { url: `/conversations/messages/${id}/reactions`, method: 'POST', body: { emoji } },
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(cacheUpdates.messageSaved(data));
        },
      },
    ),

    searchMessages: build.query<MessageView[], string>({
      query: (q) => ({ url: '/conversations/messages/search', params: { q, limit: MESSAGE_SEARCH_LIMIT } }),
      keepUnusedDataFor: 10,
      // Edits, reactions and deletions reach the results; new messages do not (a search is a snapshot).
      providesTags: (results) => liveTags.messages(results),
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetChatPartnersQuery,
  useGetConversationMentionCandidatesQuery,
  useCreateConversationMutation,
  useDeleteConversationMutation,
  useClearConversationMutation,
  useAddParticipantMutation,
  useRemoveParticipantMutation,
  useMarkConversationReadMutation,
  useGetMessagePagesInfiniteQuery,
  useSendMessageMutation,
  useEditMessageMutation,
  useDeleteMessageMutation,
  useToggleReactionMutation,
  useSearchMessagesQuery,
} = directMessagesApi;
