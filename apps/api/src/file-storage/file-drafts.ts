import { fileIdOfUrl, type FileTarget } from '@taskflow/contracts';
import { In } from 'typeorm';
import { RequestValidationException } from '../errors/request-validation.exception';
import type { TenantScope } from '../tenancy/tenant-scope';
import { StoredFile } from './stored-file.entity';

export const DRAFTS_UNKNOWN_MESSAGE = 'Attach only files you uploaded for this conversation or item';
export const FILE_URL_MESSAGE = 'fileUrl must be the url of a file uploaded to this conversation';

/** Which drafts a comment or message may take: the sender's own, uploaded for the same target and parent. */
export interface DraftOwner {
  uploadedById: string;
  target: Exclude<FileTarget, 'task'>;
  parentId: string;
}

type AttachedTo =
  Pick<StoredFile, 'taskCommentId'> | Pick<StoredFile, 'projectCommentId'> | Pick<StoredFile, 'messageId'>;

/**
 * Attaches the given drafts to a comment or message inside the caller's transaction. Any id that is not such a
 * draft of the sender answers 400 on `field`, and nothing is attached.
 */
export async function attachDrafts(
  scope: TenantScope,
  owner: DraftOwner,
  fileIds: string[],
  attachTo: AttachedTo,
  field = 'attachmentIds',
): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  const drafts = await scope.find(StoredFile, {
    where: {
      id: In(ids),
      uploadedById: owner.uploadedById,
      draftTarget: owner.target,
      draftParentId: owner.parentId,
    },
  });
  if (drafts.length !== ids.length)
    throw RequestValidationException.of(
      field,
      'UNKNOWN_DRAFT',
      field === 'fileUrl' ? FILE_URL_MESSAGE : DRAFTS_UNKNOWN_MESSAGE,
    );
  await scope.update(StoredFile, { id: In(ids) }, { ...attachTo, draftTarget: null, draftParentId: null });
}

/** The draft a file message sends: `fileUrl` must be a product-made file url (see `fileIdOfUrl`). */
export async function draftOfFileUrl(scope: TenantScope, owner: DraftOwner, fileUrl: string): Promise<StoredFile> {
  const id = fileIdOfUrl(fileUrl);
  const draft = id
    ? await scope.findOne(StoredFile, {
        id,
        uploadedById: owner.uploadedById,
        draftTarget: owner.target,
        draftParentId: owner.parentId,
      })
    : null;
  if (!draft) throw RequestValidationException.of('fileUrl', 'UNKNOWN_DRAFT', FILE_URL_MESSAGE);
  return draft;
}
