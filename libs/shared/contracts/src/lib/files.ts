import type { UserRef } from './users';

/** Where an upload goes: a task's attachments, or a draft for a comment or a file message not yet sent. */
export const FILE_TARGETS = ['task', 'task-comment', 'project-comment', 'message'] as const;
export type FileTarget = (typeof FILE_TARGETS)[number];

/**
 * POST /api/files?target=…&parentId=… (multipart, one part named `file`). `parentId` names the task (task and
 * task-comment), the project (project-comment) or the conversation (message). A task attachment is attached at
 * once; the others are drafts of the uploader until the comment (`attachmentIds`) or the message (`fileUrl`) that
 * carries them is sent, and are removed when none is sent within a day.
 */
export interface UploadFileQuery {
  target: FileTarget;
  parentId: string;
}

/** Upload limit per file unless the API sets `FILE_MAX_BYTES`. */
export const DEFAULT_FILE_MAX_BYTES = 25 * 1024 * 1024;

/** The only types an API answers inline (previews); everything else is a download. Never SVG or HTML. */
export const INLINE_PREVIEW_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The multipart field name of an upload. */
export const UPLOAD_FIELD = 'file';

export interface FileView {
  id: string;
  /** The name it was uploaded with (its type is detected from its content, never from the name). */
  fileName: string;
  /** Detected from the content; `application/octet-stream` when unknown. */
  mimeType: string;
  size: number;
  /** The authorized download path (`/api/files/{id}`, an attachment). */
  url: string;
  /** The inline preview path of a safe image (`/api/files/{id}/preview`), otherwise null. */
  previewUrl: string | null;
  uploadedBy: UserRef | null;
  createdAt: string;
}

/** The path of a file the product made: the only `fileUrl` a file message accepts. */
export function fileDownloadPath(fileId: string): string {
  return `/api/files/${fileId}`;
}

/** The file id in a product-made `fileUrl`, or null for anything else (foreign links, `javascript:`, …). */
export function fileIdOfUrl(fileUrl: string): string | null {
  const match = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(fileUrl);
  return match ? match[1].toLowerCase() : null;
}

export function isInlinePreviewType(mimeType: string): boolean {
  return (INLINE_PREVIEW_MIME_TYPES as readonly string[]).includes(mimeType);
}
