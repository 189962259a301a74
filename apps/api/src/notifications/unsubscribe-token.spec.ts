import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const SECRET = 'unsubscribe-test-secret-0123456789abcdef';
const claim = {
  userId: '5f0c2a8e-1d3b-4c6a-9e7f-0a1b2c3d4e5f',
  serviceProviderId: '7a9b8c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  preferences: ['emailTaskAssigned' as const, 'emailTaskCommented' as const],
};

describe('unsubscribe tokens', () => {
  it('carry who unsubscribes from what', () => {
    expect(readUnsubscribeToken(unsubscribeToken(claim, SECRET), SECRET)).toEqual(claim);
  });

  it('are refused when altered, signed with another secret or naming unknown preferences', () => {
    const token = unsubscribeToken(claim, SECRET);
    const [payload, signature] = token.split('.');
    const other = Buffer.from(
      JSON.stringify({ u: claim.userId, s: claim.serviceProviderId, p: ['emailDailyDigest'] }),
    ).toString('base64url');
    expect(readUnsubscribeToken(`${other}.${signature}`, SECRET)).toBeNull();
    expect(readUnsubscribeToken(token, `${SECRET}-rotated`)).toBeNull();
    expect(readUnsubscribeToken(`${payload}.${signature}.extra`, SECRET)).toBeNull();
    expect(readUnsubscribeToken('nonsense', SECRET)).toBeNull();
    const unknown = unsubscribeToken({ ...claim, preferences: ['emailEverything' as never] }, SECRET);
    expect(readUnsubscribeToken(unknown, SECRET)).toBeNull();
  });
});
