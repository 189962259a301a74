import type { MentionCandidate } from '@taskflow/contracts';
import { api } from '@taskflow/store';

export interface MentionCandidatesArgs {
  kind: 'task' | 'project';
  id: string;
  visibility: 'internal' | 'client';
}

/** GET /mentions/candidates: who may be mentioned in a comment of this visibility (apps/api/README.md#mentions). */
export const mentionsApi = api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    commentMentionCandidates: build.query<MentionCandidate[], MentionCandidatesArgs>({
      query: ({ kind, id, visibility }) => ({
        url: '/mentions/candidates',
        params: { [kind === 'task' ? 'taskId' : 'projectId']: id, visibility },
      }),
    }),
  }),
});

export const { useCommentMentionCandidatesQuery } = mentionsApi;
