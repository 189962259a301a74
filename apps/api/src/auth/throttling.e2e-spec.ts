import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { createTestTenant, TEST_PASSWORD, type TestUser } from '../../test/test-tenant';

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
});
