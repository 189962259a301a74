import { UnauthorizedException } from '@nestjs/common';
import { loadAppConfig } from '../config/load-app-config';
import type { FastifyRequest } from 'fastify';
import { JwtStrategy } from './jwt.strategy';
import { VerifiedTokens } from './verified-tokens';

describe('JwtStrategy.validate', () => {
  const verified = new VerifiedTokens();
  const jwt = new JwtStrategy(
    loadAppConfig({ JWT_ACCESS_SECRET: 'a'.repeat(32), JWT_REFRESH_SECRET: 'r'.repeat(32) }),
    verified,
  );
  const request = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as unknown as FastifyRequest;
  const strategy = { validate: (payload: Record<string, unknown>) => jwt.validate(request('the-token'), payload) };
  const claims = { sub: 'user-1', serviceProviderId: 'provider-1', userType: 'team', exp: 2_000_000_000 };

  it('turns the claims into the request user, with the session version (0 for tokens without one)', () => {
    expect(strategy.validate(claims)).toEqual({
      userId: 'user-1',
      serviceProviderId: 'provider-1',
      userType: 'team',
      sessionVersion: 0,
    });
    expect(strategy.validate({ ...claims, sv: 3 })).toMatchObject({ sessionVersion: 3 });
  });

  it.each([
    ['no expiry', { ...claims, exp: undefined }],
    ['no subject', { ...claims, sub: '' }],
    ['no agency', { ...claims, serviceProviderId: undefined }],
    ['an unknown user type', { ...claims, userType: 'root' }],
    ['a session version that is not a number', { ...claims, sv: '1' }],
    ['a session version that is no whole number', { ...claims, sv: 1.5 }],
  ])('refuses claims with %s', (_case, payload) => {
    expect(() => strategy.validate(payload)).toThrow(UnauthorizedException);
  });

  it("remembers the verified token's user until the token expires", () => {
    const user = jwt.validate(request('remembered'), { ...claims, exp: 2_000 });
    expect(verified.get('remembered', 1_999_999)).toEqual(user);
    expect(verified.get('remembered', 2_000_000)).toBeUndefined();
    expect(verified.get('never-seen', 0)).toBeUndefined();
  });
});
