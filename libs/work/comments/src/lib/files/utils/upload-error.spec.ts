import { uploadErrorKind } from './upload-error';

describe('uploadErrorKind', () => {
  it('tells a too large file from a full storage, a refusal, a gone parent and anything else', () => {
    expect(uploadErrorKind({ status: 413, code: 'FILE_TOO_LARGE', message: 'The file is larger than 25 MB' })).toBe(
      'tooLarge',
    );
    expect(uploadErrorKind({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'request entity too large' })).toBe(
      'tooLarge',
    );
    expect(
      uploadErrorKind({
        status: 413,
        code: 'STORAGE_QUOTA_EXCEEDED',
        message: "Your organisation's file storage (6 GB) is full",
      }),
    ).toBe('quotaFull');
    expect(
      uploadErrorKind({
        status: 413,
        code: 'DRAFT_QUOTA_EXCEEDED',
        message: 'Your unsent attachments (250 MB) are full: send or remove some first',
      }),
    ).toBe('draftsFull');
    expect(uploadErrorKind({ status: 429, message: 'Too many attempts. Please try again later.' })).toBe('tooMany');
    expect(uploadErrorKind({ status: 403, message: 'Client uploads are turned off' })).toBe('notAllowed');
    expect(uploadErrorKind({ status: 404, message: 'Task not found' })).toBe('notFound');
    expect(uploadErrorKind({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe('failed');
    expect(uploadErrorKind(undefined)).toBe('failed');
  });

  it('goes by the code, not the words: a reworded message changes nothing', () => {
    expect(uploadErrorKind({ status: 413, code: 'STORAGE_QUOTA_EXCEEDED', message: 'No room left' })).toBe('quotaFull');
    expect(uploadErrorKind({ status: 413, code: 'DRAFT_QUOTA_EXCEEDED', message: 'Too many drafts' })).toBe(
      'draftsFull',
    );
    expect(uploadErrorKind({ status: 413, code: 'FILE_TOO_LARGE', message: 'storage of unsent files' })).toBe(
      'tooLarge',
    );
  });
});
