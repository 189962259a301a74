import { authorName } from './author';

describe('authorName', () => {
  it('joins first and last name', () => {
    expect(authorName({ user: { id: 'u1', firstName: 'Ada', lastName: 'Admin', userType: 'admin' } })).toBe(
      'Ada Admin',
    );
  });

  it('is null for a deleted account, so the thread can say "Unknown"', () => {
    expect(authorName({ user: null })).toBeNull();
    expect(authorName({ user: { id: 'u1', firstName: '', lastName: ' ', userType: 'team' } })).toBeNull();
  });
});
