import { fullName, roleLabelKey, userInitials } from './user-display';

describe('user display', () => {
  it.each([
    ['admin', 'admin'],
    ['team', 'team'],
    ['client', 'client'],
    ['owner', 'user'],
    [undefined, 'user'],
  ])('labels userType %s as %s', (userType, key) => {
    expect(roleLabelKey(userType)).toBe(key);
  });

  it('builds initials and the full name', () => {
    expect(userInitials({ firstName: 'ada', lastName: 'Lovelace', email: 'a@x.io' })).toBe('AL');
    expect(userInitials({ firstName: ' ', lastName: '', email: 'zoe@x.io' })).toBe('Z');
    expect(fullName({ firstName: 'Ada', lastName: ' Lovelace ' })).toBe('Ada Lovelace');
    expect(fullName(null)).toBe('');
  });
});
