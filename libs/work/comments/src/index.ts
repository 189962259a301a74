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

// File attachments (upload by picking or dropping, previews, downloads) for tasks, comments and messages; add
// `filesTexts` to the remote's exported `texts` too.
export { filesTexts, FILES_NAMESPACE } from './lib/files/files-texts';
export {
  filesApi,
  apiPathOf,
  useTaskAttachmentsQuery,
  useUploadFileMutation,
  useDeleteFileMutation,
  useFilePreviewQuery,
  useFileContentMutation,
  type UploadFileArgs,
  type DeleteFileArgs,
} from './lib/files/state/files.api';
export { useUploads, type PendingUpload, type Uploads, type UseUploadsOptions } from './lib/files/hooks/use-uploads';
export { FileDropArea, type FileDropAreaProps } from './lib/files/components/FileDropArea';
export { AttachFileButton, type AttachFileButtonProps } from './lib/files/components/AttachFileButton';
export { FileItem, type FileItemProps } from './lib/files/components/FileItem';
export { FileList, type FileListProps } from './lib/files/components/FileList';
export { PendingUploadList, type PendingUploadListProps } from './lib/files/components/PendingUploadList';
export { TaskAttachments, type TaskAttachmentsProps } from './lib/files/components/TaskAttachments';
export { formatFileSize } from './lib/files/utils/file-size';
export { uploadErrorKind, type UploadErrorKind } from './lib/files/utils/upload-error';
