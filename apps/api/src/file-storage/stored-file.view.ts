import { fileDownloadPath, isInlinePreviewType, type FileView } from '@taskflow/contracts';
import type { StoredFile } from './stored-file.entity';

export function toFileView(file: StoredFile): FileView {
  const url = fileDownloadPath(file.id);
  return {
    id: file.id,
    fileName: file.fileName,
    mimeType: file.mimeType,
    size: file.size,
    url,
    previewUrl: isInlinePreviewType(file.mimeType) ? `${url}/preview` : null,
    uploadedBy: file.uploadedBy
      ? {
          id: file.uploadedBy.id,
          firstName: file.uploadedBy.firstName,
          lastName: file.uploadedBy.lastName,
          userType: file.uploadedBy.userType,
        }
      : null,
    createdAt: file.createdAt.toISOString(),
  };
}
