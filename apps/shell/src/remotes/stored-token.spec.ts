import { TOKEN_STORAGE_KEY } from '@taskflow/config';
import { hasStoredToken, STORED_TOKEN_KEY } from './stored-token';

describe('hasStoredToken', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads the key the session is stored under', () => {
    expect(STORED_TOKEN_KEY).toBe(TOKEN_STORAGE_KEY);
  });

  it('finds a remembered session and one kept for this browser session', () => {
    expect(hasStoredToken()).toBe(false);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    expect(hasStoredToken()).toBe(true);
    localStorage.clear();
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    expect(hasStoredToken()).toBe(true);
  });
});
