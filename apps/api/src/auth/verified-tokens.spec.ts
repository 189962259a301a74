import { VERIFIED_TOKENS_SIZE, VerifiedTokens } from './verified-tokens';

const user = { userId: 'u1', serviceProviderId: 'p1', userType: 'team' as const, sessionVersion: 0 };

describe('VerifiedTokens', () => {
  it('answers the user of a verified token until the second the token expires', () => {
    const tokens = new VerifiedTokens();
    tokens.add('t1', user, 100);
    expect(tokens.get('t1', 99_999)).toEqual(user);
    expect(tokens.get('t1', 100_000)).toBeUndefined();
    expect(tokens.get('t1', 0)).toBeUndefined(); // expired ones are dropped
  });

  it('keeps at most VERIFIED_TOKENS_SIZE tokens, dropping the oldest', () => {
    const tokens = new VerifiedTokens();
    for (let index = 0; index <= VERIFIED_TOKENS_SIZE; index += 1) tokens.add(`t${index}`, user, 100);
    expect(tokens.get('t0', 0)).toBeUndefined();
    expect(tokens.get(`t${VERIFIED_TOKENS_SIZE}`, 0)).toEqual(user);
  });

  it('hands out a user nobody can change', () => {
    const tokens = new VerifiedTokens();
    tokens.add('t1', user, 100);
    expect(Object.isFrozen(tokens.get('t1', 0))).toBe(true);
  });
});
