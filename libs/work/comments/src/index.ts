// @taskflow/work-comments: the comment thread of a task or a project (README.md). Bundled into each remote that
// uses it (not a Module Federation singleton); add `commentsTexts` to the remote's exported `texts`.
export { CommentThread, type CommentThreadProps } from './lib/components/CommentThread';
export { commentsTexts, COMMENTS_NAMESPACE } from './lib/comments-texts';
export {
  commentsApi,
  useCommentThreadQuery,
  useCreateCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useMarkCommentsReadMutation,
  useUnreadCommentCountQuery,
  useClientPortalSettingsQuery,
  type CommentThreadArgs,
  type CreateCommentArgs,
  type UpdateCommentArgs,
  type DeleteCommentArgs,
  type CommentReadArgs,
} from './lib/state/comments.api';
export { useThreadReadMarks, LIVE_COMMENT_READ_DELAY_MS } from './lib/hooks/use-thread-read-marks';
export {
  readSideOf,
  isReadBy,
  type CommentTarget,
  type CommentView,
  type CommentVisibility,
  type ReadSide,
} from './lib/utils/comment-target';
