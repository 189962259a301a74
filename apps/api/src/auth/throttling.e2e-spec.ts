import type { INestApplication } from '@nestjs/common';
import { createClient } from 'redis';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { startRedisServer, stopRedisServer, type RedisServer } from '../../test/redis-server';
import { createTestTenant, TEST_PASSWORD, uniqueEmail, type TestUser } from '../../test/test-tenant';

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
  });
});
