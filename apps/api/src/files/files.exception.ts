import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';
import { RequestValidationException } from '../errors/request-validation.exception';

export const NO_FILE_MESSAGE = 'Choose a file to upload';

export class FileNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'FILE_NOT_FOUND';

  constructor() {
    super('File not found');
  }
}

export class FileTooLargeException extends PayloadTooLargeException {
  static readonly code: ApiErrorCode = 'FILE_TOO_LARGE';

  constructor(maxBytes: number) {
    super(`The file is larger than ${formatSize(maxBytes)}`);
  }
}

export class StorageQuotaExceededException extends PayloadTooLargeException {
  static readonly code: ApiErrorCode = 'STORAGE_QUOTA_EXCEEDED';

  constructor(quotaBytes: number) {
    super(`Your agency's file storage (${formatSize(quotaBytes)}) is full`);
  }
}

export class DraftQuotaExceededException extends PayloadTooLargeException {
  static readonly code: ApiErrorCode = 'DRAFT_QUOTA_EXCEEDED';

  constructor(quotaBytes: number) {
    super(`Your unsent attachments (${formatSize(quotaBytes)}) are full: send or remove some first`);
  }
}

export class NoFileSentException extends RequestValidationException {
  constructor() {
    super({ file: [{ code: 'REQUIRED', message: NO_FILE_MESSAGE }] });
  }
}

export class InvalidUploadException extends BadRequestException {
  static readonly code: ApiErrorCode = 'INVALID_UPLOAD';

  constructor(reason: string) {
    super(`Invalid upload: ${reason}`);
  }
}

export class NotPreviewableException extends UnsupportedMediaTypeException {
  static readonly code: ApiErrorCode = 'NOT_PREVIEWABLE';

  constructor() {
    super('Only images have a preview; download the file instead');
  }
}

export class ClientUploadsDisabledException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'CLIENT_UPLOADS_DISABLED';

  constructor() {
    super('Client uploads are turned off in the client communication settings');
  }
}

export class NotYourFileException extends ForbiddenException {
  static readonly code: ApiErrorCode = 'NOT_YOUR_FILE';

  constructor() {
    super('You can only remove files you uploaded');
  }
}

export class FileBelongsToParentException extends ConflictException {
  static readonly code: ApiErrorCode = 'FILE_BELONGS_TO_PARENT';

  constructor() {
    super('This file was sent with a comment or message; delete that instead');
  }
}

function formatSize(bytes: number): string {
  const [amount, unit] =
    bytes >= 1024 ** 3
      ? [bytes / 1024 ** 3, 'GB']
      : bytes >= 1024 ** 2
        ? [bytes / 1024 ** 2, 'MB']
        : [bytes / 1024, 'KB'];
  return `${Math.round(amount * 10) / 10} ${unit}`;
}
