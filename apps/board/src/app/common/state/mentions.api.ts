import type { MentionCandidate } from '@taskflow/contracts';
import { api } from '@taskflow/store';

export interface DescriptionMentionArgs {
  projectId: string;
  /** The form's values: who reads the description depends on them (the server decides the list). */
  isClientVisible: boolean;
  assignedToId: string | null;
}

/**
 * GET /mentions/candidates for a task description as the form would save it: the agency members who may see that task,
 * and the client's contacts when it is client-visible (docs/mentions-and-formatting.md).
 */
export const boardMentionsApi = api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    descriptionMentionCandidates: build.query<MentionCandidate[], DescriptionMentionArgs>({
      query: ({ projectId, isClientVisible, assignedToId }) => ({
        url: '/mentions/candidates',
        params: {
          projectId,
          field: 'description',
          clientVisible: String(isClientVisible),
          ...(assignedToId ? { assignedToId } : {}),
        },
      }),
    }),
  }),
});

export const { useDescriptionMentionCandidatesQuery } = boardMentionsApi;
