import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('uses the largest unit below the size, one decimal under ten, in the reader’s language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(34 * 1024, 'en')).toBe('34 KB');
    expect(formatFileSize(2.46 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.46 * 1024 * 1024, 'de')).toBe('2,5 MB');
    expect(formatFileSize(25 * 1024 * 1024, 'de')).toBe('25 MB');
  });
});
