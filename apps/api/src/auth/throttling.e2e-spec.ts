import type { INestApplication } from '@nestjs/common';
import { createClient } from 'redis';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { hashToken } from '../common/secret-token';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { hashPassword } from '../common/password-hasher';
import { DEVICE_COOKIE_NAME } from './device-cookie';
import { PasswordResetToken } from './password-reset-token.entity';
import { startRedisServer, stopRedisServer, type RedisServer } from '../../test/redis-server';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestTenant, type TestUser } from '../../test/test-tenant';

describe('throttles that cannot lock everyone out', () => {
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/auth/change-password', () => {
    const changePassword = (user: TestUser, currentPassword: string, newPassword = 'a-brand-new-password') =>
      http()
        .post('/api/auth/change-password')
        .set('Authorization', `Bearer ${user.token}`)
        .send({ currentPassword, newPassword });

    it('counts wrong current passwords per user: four accounts guessing never block a fifth', async () => {
      const guessing = await createTestTenant(app, 'Guessing Studio');
      const victims = [guessing.admin, guessing.team, guessing.clientA, guessing.clientB];
      for (const user of victims)
        for (let attempt = 0; attempt < 5; attempt += 1)
          await changePassword(user, `guess-${attempt}-password`).expect(400);
      await changePassword(guessing.admin, TEST_PASSWORD).expect(429);

      const bystander = (await createTestTenant(app, 'Bystander Studio')).team;
      await changePassword(bystander, TEST_PASSWORD).expect(200);
    });
  });

  describe('POST /api/auth/login behind a proxy', () => {
    const login = (target: INestApplication, email: string, forwardedFor: string, password = 'wrong-password-1') =>
      request(target.getHttpServer())
        .post('/api/auth/login')
        .set('X-Forwarded-For', forwardedFor)
        .send({ email, password });

    it('with TRUST_PROXY, counts failures per real client address: one address guessing never locks out the others', async () => {
      const proxied = await createTestApp(testAppConfig({ TRUST_PROXY: 'loopback' }));
      try {
        const tenant = await createTestTenant(proxied, 'Proxied Studio');
        for (let attempt = 0; attempt < 20; attempt += 1)
          await login(proxied, uniqueEmail('guess'), '203.0.113.7').expect(401);
        await login(proxied, tenant.team.email, '203.0.113.7', TEST_PASSWORD).expect(429);

        await login(proxied, tenant.team.email, '198.51.100.9', TEST_PASSWORD).expect(200);
      } finally {
        await proxied.close();
      }
    });

    it('without TRUST_PROXY, ignores X-Forwarded-For: a client cannot escape its address limit by claiming others', async () => {
      const direct = await createTestApp();
      try {
        const tenant = await createTestTenant(direct, 'Direct Studio');
        for (let attempt = 0; attempt < 20; attempt += 1)
          await login(direct, uniqueEmail('guess'), `203.0.113.${attempt}`).expect(401);

        await login(direct, tenant.team.email, '198.51.100.9', TEST_PASSWORD).expect(429);
      } finally {
        await direct.close();
      }
    });
  });

  describe("a stranger's failures never stop the owner (device cookies)", () => {
    let proxied: INestApplication;
    let tenant: TestTenant;
    let addressCount = 0;
    const newAddress = () => `198.19.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;
    const post = (path: string, address: string, body: object, cookie?: string) => {
      const call = request(proxied.getHttpServer()).post(path).set('X-Forwarded-For', address);
      return (cookie ? call.set('Cookie', cookie) : call).send(body);
    };
    const deviceCookieOf = (response: request.Response) =>
      ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE_NAME}=`)) ?? '';
    const pair = (cookie: string) => cookie.split(';')[0];
    /** A member signed in once from `address`: the browser's device cookie for that account. */
    const ownerOf = async (address: string) => {
      const email = (
        await proxied
          .get(TenantDataAccess)
          .forTenant(tenant.serviceProviderId)
          .findOne(User, {
            id: await new Fixtures(proxied, tenant).teamMember(),
          })
      )?.email as string;
      await proxied
        .get(TenantDataAccess)
        .forTenant(tenant.serviceProviderId)
        .update(User, { email }, { passwordHash: await hashPassword(TEST_PASSWORD) });
      const signedIn = await post('/api/auth/login', address, { email, password: TEST_PASSWORD }).expect(200);
      return { email, device: deviceCookieOf(signedIn) };
    };
    const strangerFails = async (email: string, times = 5) => {
      for (let attempt = 0; attempt < times; attempt += 1)
        await post('/api/auth/login', newAddress(), { email, password: `guess-${attempt}-password` }).expect(401);
    };

    beforeAll(async () => {
      proxied = await createTestApp(testAppConfig({ TRUST_PROXY: 'loopback' }));
      tenant = await createTestTenant(proxied, 'Device Cookie Studio');
      await new Fixtures(proxied, tenant).setMaxTeamMembers(100);
    });

    afterAll(async () => {
      await proxied.close();
    });

    it("a successful sign-in sets a signed, HttpOnly device cookie for the API's auth routes only", async () => {
      const { device } = await ownerOf(newAddress());
      expect(device).toMatch(/; Path=\/api\/auth/);
      expect(device).toMatch(/; HttpOnly/);
      expect(device).toMatch(/; SameSite=Lax/);
      expect(device).toMatch(/; Expires=/);
    });

    it("five wrong passwords from strangers block the account for unknown browsers, never for the owner's", async () => {
      const home = newAddress();
      const owner = await ownerOf(home);

      await strangerFails(owner.email);

      await post('/api/auth/login', newAddress(), { email: owner.email, password: TEST_PASSWORD }).expect(429);
      const signedIn = await post(
        '/api/auth/login',
        home,
        { email: owner.email, password: TEST_PASSWORD },
        pair(owner.device),
      );
      expect(signedIn.status).toBe(200);
      // The same browser signs in from anywhere.
      await post(
        '/api/auth/login',
        newAddress(),
        { email: owner.email, password: TEST_PASSWORD },
        pair(owner.device),
      ).expect(200);
    });

    it('a device cookie that is altered, or of another account, exempts nobody', async () => {
      const owner = await ownerOf(newAddress());
      const other = await ownerOf(newAddress());
      await strangerFails(owner.email);
      const [ownerId, , ownerSignature] = pair(owner.device).split('=')[1].split('~');
      const [, otherNonce, otherSignature] = pair(other.device).split('=')[1].split('~');
      const named = (value: string) => `${DEVICE_COOKIE_NAME}=${value}`;
      const forged = [
        named(`${ownerId}~${otherNonce}~${ownerSignature.slice(0, -2)}${ownerSignature.endsWith('AA') ? 'BB' : 'AA'}`),
        named(`${ownerId}~${otherNonce}~${otherSignature}`),
        pair(other.device),
        named(ownerId),
      ];

      for (const cookie of forged)
        await post('/api/auth/login', newAddress(), { email: owner.email, password: TEST_PASSWORD }, cookie).expect(
          429,
        );
    });

    it("wrong passwords from the owner's browser count for that browser: five block it, not the account", async () => {
      const owner = await ownerOf(newAddress());
      for (let attempt = 0; attempt < 5; attempt += 1)
        await post(
          '/api/auth/login',
          newAddress(),
          { email: owner.email, password: `typo-${attempt}-password` },
          pair(owner.device),
        ).expect(401);

      await post(
        '/api/auth/login',
        newAddress(),
        { email: owner.email, password: TEST_PASSWORD },
        pair(owner.device),
      ).expect(429);
      await post('/api/auth/login', newAddress(), { email: owner.email, password: TEST_PASSWORD }).expect(200);
    });

    it("keeps the per-address limit for the owner's browser too", async () => {
      const home = newAddress();
      const owner = await ownerOf(home);
      for (let attempt = 0; attempt < 20; attempt += 1)
        await post('/api/auth/login', home, { email: uniqueEmail('guess'), password: 'wrong-password-1' }).expect(401);

      await post('/api/auth/login', home, { email: owner.email, password: TEST_PASSWORD }, pair(owner.device)).expect(
        429,
      );
    });

    it("five reset requests from strangers do not stop the owner's browser from asking for a link", async () => {
      const owner = await ownerOf(newAddress());
      for (let attempt = 0; attempt < 5; attempt += 1)
        await post('/api/auth/forgot-password', newAddress(), { email: owner.email }).expect(204);

      await post('/api/auth/forgot-password', newAddress(), { email: owner.email }).expect(429);
      await post('/api/auth/forgot-password', newAddress(), { email: owner.email }, pair(owner.device)).expect(204);
    });
  });

  describe('with REDIS_URL', () => {
    let redis: RedisServer;

    beforeAll(async () => {
      redis = await startRedisServer();
    });

    afterAll(async () => {
      if (redis) await stopRedisServer(redis);
    });

    it('shares the counters between API processes, in keys that expire with their window', async () => {
      const config = testAppConfig({ REDIS_URL: redis.url });
      const [first, second] = await Promise.all([createTestApp(config), createTestApp(config)]);
      const client = createClient({ url: redis.url });
      await client.connect();
      try {
        const tenant = await createTestTenant(first, 'Shared Counters Studio');
        const login = (target: INestApplication, password: string) =>
          request(target.getHttpServer()).post('/api/auth/login').send({ email: tenant.team.email, password });
        for (let attempt = 0; attempt < 5; attempt += 1)
          await login(attempt % 2 === 0 ? first : second, `guess-${attempt}-password`).expect(401);

        await login(second, TEST_PASSWORD).expect(429);
        await login(first, TEST_PASSWORD).expect(429);
        const keys = await client.keys('*');
        expect(keys.length).toBeGreaterThan(0);
        for (const key of keys) {
          const ttl = await client.pTTL(key);
          expect(ttl).toBeGreaterThan(0);
          expect(ttl).toBeLessThanOrEqual(15 * 60_000);
        }
        expect(keys.join(' ')).not.toContain(tenant.team.email);
      } finally {
        await client.close();
        await Promise.all([first.close(), second.close()]);
      }
    });

    it("counts a known browser's device apart on every process: strangers' failures on both never block the owner", async () => {
      const config = testAppConfig({ REDIS_URL: redis.url });
      const [first, second] = await Promise.all([createTestApp(config), createTestApp(config)]);
      try {
        const tenant = await createTestTenant(first, 'Shared Devices Studio');
        const login = (target: INestApplication, password: string, cookie?: string) => {
          const call = request(target.getHttpServer()).post('/api/auth/login');
          return (cookie ? call.set('Cookie', cookie) : call).send({ email: tenant.team.email, password });
        };
        const signedIn = await login(first, TEST_PASSWORD).expect(200);
        const device = ([] as string[])
          .concat(signedIn.headers['set-cookie'] ?? [])
          .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE_NAME}=`))
          ?.split(';')[0];
        for (let attempt = 0; attempt < 5; attempt += 1)
          await login(attempt % 2 === 0 ? first : second, `guess-${attempt}-password`).expect(401);

        await login(first, TEST_PASSWORD).expect(429);
        await login(second, TEST_PASSWORD, device).expect(200);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });
  });

  it('works with a Redis that requires a password (as docker compose runs it), and not without it', async () => {
    const locked = await startRedisServer({ password: 'compose-redis-password' });
    try {
      const app = await createTestApp(testAppConfig({ REDIS_URL: locked.url }));
      try {
        const tenant = await createTestTenant(app, 'Locked Redis Studio');
        for (let attempt = 0; attempt < 5; attempt += 1)
          await request(app.getHttpServer())
            .post('/api/auth/login')
            .send({ email: tenant.team.email, password: `guess-${attempt}-password` })
            .expect(401);
        await request(app.getHttpServer())
          .post('/api/auth/login')
          .send({ email: tenant.team.email, password: TEST_PASSWORD })
          .expect(429);
      } finally {
        await app.close();
      }
      const stranger = createClient({ url: `redis://127.0.0.1:${locked.port}` });
      await stranger.connect();
      try {
        await expect(stranger.get('anything')).rejects.toThrow(/NOAUTH/);
      } finally {
        await stranger.close();
      }
    } finally {
      await stopRedisServer(locked);
    }
  });

  describe('public calls that hash a password', () => {
    let proxied: INestApplication;
    let tenant: TestTenant;
    let addressCount = 0;
    // Each test speaks from addresses of its own (TRUST_PROXY), so the counts of one never reach another.
    const newAddress = () => `198.18.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

    beforeAll(async () => {
      proxied = await createTestApp(testAppConfig({ TRUST_PROXY: 'loopback' }));
      tenant = await createTestTenant(proxied, 'Public Calls Studio');
    });

    afterAll(async () => {
      await proxied.close();
    });

    const post = (path: string, address: string, body: object) =>
      request(proxied.getHttpServer()).post(path).set('X-Forwarded-For', address).send(body);
    const loginStatus = async (email: string, password: string) =>
      (await post('/api/auth/login', newAddress(), { email, password })).status;

    /** After `limit` attempts (answered `expected`), `refused` is answered 429 with Retry-After, doing nothing. */
    const expectRefusedAfter = async (
      limit: number,
      attempt: (address: string) => request.Test,
      expected: number,
      refused: () => request.Test,
    ) => {
      for (let index = 0; index < limit; index += 1) await attempt(newAddressOr()).expect(expected);
      const response = await refused().expect(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    };
    let fixedAddress: string | null = null;
    const newAddressOr = () => fixedAddress ?? newAddress();
    const withOneAddress = async (work: (address: string) => Promise<void>) => {
      fixedAddress = newAddress();
      try {
        await work(fixedAddress);
      } finally {
        fixedAddress = null;
      }
    };

    const resetLink = async (email: string): Promise<string> => {
      const user = await proxied.get(TenantDataAccess).platform().findAcrossTenants(User, { email });
      const token = `known-${randomSuffix()}`;
      await proxied
        .get(TenantDataAccess)
        .platform()
        .insert(PasswordResetToken, {
          userId: user?.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + 60 * 60_000),
        });
      return token;
    };

    it('POST /api/auth/reset-password: 20 attempts per address, 5 per link; refused ones set no password', async () => {
      const fresh = new Fixtures(proxied, tenant);
      const email =
        (
          await proxied
            .get(TenantDataAccess)
            .forTenant(tenant.serviceProviderId)
            .findOne(User, { id: await fresh.clientUser() })
        )?.email ?? '';
      const link = await resetLink(email);
      await withOneAddress((address) =>
        expectRefusedAfter(
          20,
          () =>
            post('/api/auth/reset-password', address, { token: `guess-${randomSuffix()}`, password: 'long-enough-1' }),
          400,
          () => post('/api/auth/reset-password', address, { token: link, password: 'set-while-refused' }),
        ),
      );
      await expectRefusedAfter(
        5,
        (address) =>
          post('/api/auth/reset-password', address, {
            token: link.replace('known', 'other'),
            password: 'long-enough-1',
          }),
        400,
        () =>
          post('/api/auth/reset-password', newAddress(), {
            token: link.replace('known', 'other'),
            password: 'long-enough-1',
          }),
      );
      await post('/api/auth/reset-password', newAddress(), { token: link, password: 'set-from-elsewhere' }).expect(204);
      expect(await loginStatus(email, 'set-while-refused')).toBe(401);
      expect(await loginStatus(email, 'set-from-elsewhere')).toBe(200);
    });

    it('POST /api/team/invitations/accept: 20 attempts per address, 5 per link; a refused one accepts nothing', async () => {
      const invited = await request(proxied.getHttpServer())
        .post('/api/team/invitations')
        .set('Authorization', `Bearer ${tenant.admin.token}`)
        .send({
          firstName: 'In',
          lastName: 'Vited',
          email: uniqueEmail('invited'),
          role: 'Designer',
          department: 'design',
        })
        .expect(201);
      const token = new URL(invited.body.invitationUrl).searchParams.get('token') ?? '';
      await withOneAddress((address) =>
        expectRefusedAfter(
          20,
          () =>
            post('/api/team/invitations/accept', address, {
              token: `guess-${randomSuffix()}`,
              password: 'long-enough-1',
            }),
          404,
          () => post('/api/team/invitations/accept', address, { token, password: 'long-enough-1' }),
        ),
      );
      await expectRefusedAfter(
        5,
        (address) =>
          post('/api/team/invitations/accept', address, { token: 'one-guessed-invitation', password: 'long-enough-1' }),
        404,
        () =>
          post('/api/team/invitations/accept', newAddress(), {
            token: 'one-guessed-invitation',
            password: 'long-enough-1',
          }),
      );
      await post('/api/team/invitations/accept', newAddress(), { token, password: 'long-enough-1' }).expect(200);
    });

    it('POST /api/auth/register: 20 attempts per address, 5 per email; a refused one registers nobody', async () => {
      const registration = (email: string) => ({
        firstName: 'Reg',
        lastName: 'Ister',
        email,
        password: 'long-enough-1',
        companyName: 'Registered Studio',
      });
      await expectRefusedAfter(
        5,
        (address) => post('/api/auth/register', address, registration(tenant.admin.email)),
        409,
        () => post('/api/auth/register', newAddress(), registration(tenant.admin.email)),
      );
      const refusedEmail = uniqueEmail('refused');
      await withOneAddress((address) =>
        expectRefusedAfter(
          20,
          () => post('/api/auth/register', address, registration(uniqueEmail('registered'))),
          201,
          () => post('/api/auth/register', address, registration(refusedEmail)),
        ),
      );
      expect(await loginStatus(refusedEmail, 'long-enough-1')).toBe(401);
    });

    it('the two-step registration counts as registration, per address and per registration token', async () => {
      const admin = (registrationToken: string, email = uniqueEmail('first')) => ({
        firstName: 'Fir',
        lastName: 'St',
        email,
        userType: 'admin',
        password: 'long-enough-1',
        registrationToken,
      });
      await expectRefusedAfter(
        5,
        (address) => post('/api/users', address, admin('forged-token')),
        403,
        () => post('/api/users', newAddress(), admin('forged-token')),
      );
      const refusedEmail = uniqueEmail('refused-first');
      await withOneAddress(async (address) => {
        const { registrationToken } = (
          await post('/api/service-providers', address, { companyName: 'Two Steps' }).expect(201)
        ).body as { registrationToken: string };
        await expectRefusedAfter(
          19,
          () => post('/api/service-providers', address, { companyName: 'Step One Studio' }),
          201,
          () => post('/api/users', address, admin(registrationToken, refusedEmail)),
        );
      });
      expect(await loginStatus(refusedEmail, 'long-enough-1')).toBe(401);
    });
  });
});

const randomSuffix = () => Math.random().toString(36).slice(2, 10);
