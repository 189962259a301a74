import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import {
  createTestApp,
  TEST_JWT_ACCESS_SECRET,
  TEST_JWT_REFRESH_SECRET,
  testAppConfig,
} from '../../test/create-test-app';
import { PROBE_PATH, ProbeModule } from '../../test/probe.module';
import type { AuthenticatedUser } from '../authorization/authenticated-user';
import { JWT_AUDIENCE, JWT_ISSUER } from './jwt.constants';
import { signAccessToken } from './sign-access-token';
import { createTestTenant } from '../../test/test-tenant';

let user: AuthenticatedUser;

const unauthorized = { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized', code: 'UNAUTHORIZED' };

describe('global JWT guard', () => {
  let app: INestApplication;
  const protectedPath = `${PROBE_PATH}/protected`;

  beforeAll(async () => {
    app = await createTestApp(testAppConfig(), { extraImports: [ProbeModule] });
    const { admin } = await createTestTenant(app);
    user = { userId: admin.id, serviceProviderId: admin.serviceProviderId, userType: 'admin' };
  });

  afterAll(async () => {
    await app.close();
  });

  const getWithToken = (token: string) =>
    request(app.getHttpServer()).get(protectedPath).set('Authorization', `Bearer ${token}`);

  it('answers 401 in the error shape without a token', async () => {
    await request(app.getHttpServer()).get(protectedPath).expect(401, unauthorized);
  });

  it('lets a valid access token through and exposes the user', async () => {
    await getWithToken(signAccessToken(user, TEST_JWT_ACCESS_SECRET)).expect(200, { ...user, sessionVersion: 0 });
  });

  it('refuses a valid token of a user that no longer exists', async () => {
    const ghost = { ...user, userId: '5b0f7f3e-6a44-4c53-9d47-3f1f3c1d2a10' };
    await getWithToken(signAccessToken(ghost, TEST_JWT_ACCESS_SECRET)).expect(401, unauthorized);
  });

  it('lets @Public() routes through without a token', async () => {
    await request(app.getHttpServer()).get(`${PROBE_PATH}/public`).expect(200, { ok: true });
  });

  it.each([
    ['an expired token', () => signAccessToken(user, TEST_JWT_ACCESS_SECRET, { expiresIn: -10 })],
    ['a token signed with another secret (the refresh one)', () => signAccessToken(user, TEST_JWT_REFRESH_SECRET)],
    ['a token for another audience', () => sign({ audience: 'someone-else' })],
    ['a token from another issuer', () => sign({ issuer: 'someone-else' })],
    ['a token without expiry', () => sign({ expiresIn: undefined })],
    ['an HS512 token', () => sign({ algorithm: 'HS512' })],
    ['an unsigned (alg none) token', () => unsignedToken()],
    ['a token without user claims', () => sign({}, { sub: user.userId })],
    [
      'a token of an ended session (an earlier session version than the user has)',
      () => sign({}, { ...claimsOf(user), sv: -1 }),
    ],
    ['garbage', () => 'not-a-jwt'],
  ])('refuses %s', async (_case, token) => {
    await getWithToken(token()).expect(401, unauthorized);
  });
});

function sign(options: Record<string, unknown>, claims: object = claimsOf(user)): string {
  const defaults = {
    secret: TEST_JWT_ACCESS_SECRET,
    algorithm: 'HS256',
    audience: JWT_AUDIENCE,
    issuer: JWT_ISSUER,
    expiresIn: 60,
  };
  const merged = Object.fromEntries(
    Object.entries({ ...defaults, ...options }).filter(([, value]) => value !== undefined),
  );
  return new JwtService().sign(claims, merged);
}

function claimsOf({ userId, serviceProviderId, userType }: AuthenticatedUser) {
  return { sub: userId, serviceProviderId, userType };
}

function unsignedToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claimsOf(user), aud: JWT_AUDIENCE, iss: JWT_ISSUER, exp: now + 60 })}.`;
}
