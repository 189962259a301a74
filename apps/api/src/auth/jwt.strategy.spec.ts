import { UnauthorizedException } from '@nestjs/common';
import { loadAppConfig } from '../config/load-app-config';
import { JwtStrategy } from './jwt.strategy';

describe('JwtStrategy.validate', () => {
  const strategy = new JwtStrategy(
    loadAppConfig({ JWT_ACCESS_SECRET: 'a'.repeat(32), JWT_REFRESH_SECRET: 'r'.repeat(32) }),
  );
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
    ['no service provider', { ...claims, serviceProviderId: undefined }],
    ['an unknown user type', { ...claims, userType: 'root' }],
    ['a session version that is not a number', { ...claims, sv: '1' }],
    ['a session version that is no whole number', { ...claims, sv: 1.5 }],
  ])('refuses claims with %s', (_case, payload) => {
    expect(() => strategy.validate(payload)).toThrow(UnauthorizedException);
  });
});
