import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { RequestValidationException } from '../errors/request-validation.exception';

export const NO_FILE_MESSAGE = 'Choose a file to upload';

export class FileNotFoundException extends NotFoundException {
  constructor() {
    super('File not found');
  }
}

export class FileTooLargeException extends PayloadTooLargeException {
  constructor(maxBytes: number) {
    super(`The file is larger than ${formatSize(maxBytes)}`);
  }
}

export class StorageQuotaExceededException extends PayloadTooLargeException {
  constructor(quotaBytes: number) {
    super(`Your organisation's file storage (${formatSize(quotaBytes)}) is full`);
  }
}

export class DraftQuotaExceededException extends PayloadTooLargeException {
  constructor(quotaBytes: number) {
    super(`Your unsent attachments (${formatSize(quotaBytes)}) are full: send or remove some first`);
  }
}

export class NoFileSentException extends RequestValidationException {
  constructor() {
    super({ file: [NO_FILE_MESSAGE] });
  }
}

export class InvalidUploadException extends BadRequestException {
  constructor(reason: string) {
    super(`Invalid upload: ${reason}`);
  }
}

export class NotPreviewableException extends UnsupportedMediaTypeException {
  constructor() {
    super('Only images have a preview; download the file instead');
  }
}

export class ClientUploadsDisabledException extends ForbiddenException {
  constructor() {
    super('Client uploads are turned off in the client communication settings');
  }
}

export class NotYourFileException extends ForbiddenException {
  constructor() {
    super('You can only remove files you uploaded');
  }
}

export class FileBelongsToParentException extends ConflictException {
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
