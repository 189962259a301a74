import { uploadErrorKind } from './upload-error';

describe('uploadErrorKind', () => {
  it('tells a too large file from a full storage, a refusal, a gone parent and anything else', () => {
    expect(uploadErrorKind({ status: 413, message: 'The file is larger than 25 MB' })).toBe('tooLarge');
    expect(uploadErrorKind({ status: 413, message: "Your organisation's file storage (6 GB) is full" })).toBe(
      'quotaFull',
    );
    expect(
      uploadErrorKind({
        status: 413,
        message: 'Your unsent attachments (250 MB) are full: send or remove some first',
      }),
    ).toBe('draftsFull');
    expect(uploadErrorKind({ status: 429, message: 'Too many attempts. Please try again later.' })).toBe('tooMany');
    expect(uploadErrorKind({ status: 403, message: 'Client uploads are turned off' })).toBe('notAllowed');
    expect(uploadErrorKind({ status: 404, message: 'Task not found' })).toBe('notFound');
    expect(uploadErrorKind({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe('failed');
    expect(uploadErrorKind(undefined)).toBe('failed');
  });
});
