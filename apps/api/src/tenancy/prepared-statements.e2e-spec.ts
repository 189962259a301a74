import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';
import { createTestTenant, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { Customer } from '../customer-records/customer.entity';
import { planned } from './query-plans';
import { TenantDataAccess } from './tenant-data-access.service';
import type { TenantScope } from './tenant-scope';

describe("the tenant scope's prepared statements", () => {
  let app: INestApplication;
  let data: TenantDataAccess;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    data = app.get(TenantDataAccess);
    tenant = await createTestTenant(app);
    other = await createTestTenant(app, 'Other agency');
  });

  afterAll(async () => {
    await app.close();
  });

  const customerNamed = (scope: TenantScope, key: string, name: string) =>
    scope.prepared<{ id: string; name: string }>(key, { name }, () =>
      planned(
        scope
          .query(Customer, 'customer')
          .select('customer.id', 'id')
          .addSelect('customer.name', 'name')
          .andWhere('customer.name = :name', { name }),
      ),
    );

  it('answers the rows of its own agency only, by the values it is given, prepared by name on the connection', async () => {
    const name = `Prepared ${uniqueEmail()}`;
    const mine = await data.forTenant(tenant.serviceProviderId).insert(Customer, { name });
    await data.forTenant(other.serviceProviderId).insert(Customer, { name });
    const configs: unknown[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      configs.push(args[0]);
      return (query as (...given: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const rows = await customerNamed(data.forTenant(tenant.serviceProviderId), 'test.customer-by-name', name);
      expect(rows).toEqual([{ id: mine.id, name }]);
      expect(await customerNamed(data.forTenant(tenant.serviceProviderId), 'test.customer-by-name', 'none')).toEqual(
        [],
      );
    } finally {
      pg.Client.prototype.query = query;
    }
    const sent = configs.filter((config) => typeof config === 'object') as {
      name?: string;
      text: string;
      values: unknown[];
    }[];
    expect(sent).toHaveLength(2);
    expect(sent[0].name).toMatch(/^taskflow_[0-9a-f]{24}$/);
    expect(sent[1].name).toBe(sent[0].name);
    expect(sent[1].values).toEqual([tenant.serviceProviderId, 'none']);
  });

  it('runs inside a transaction on its connection, seeing what the transaction wrote', async () => {
    const name = `In a transaction ${uniqueEmail()}`;
    const seen = await data.transaction(tenant.serviceProviderId, async (scope) => {
      await scope.insert(Customer, { name });
      return customerNamed(scope, 'test.customer-by-name', name);
    });
    expect(seen).toEqual([expect.objectContaining({ name })]);
  });

  it('refuses values that are not the ones its statement was written with (a misnamed parameter)', async () => {
    const scope = data.forTenant(tenant.serviceProviderId);
    await expect(
      scope.prepared('test.misnamed', { title: 'x' }, () =>
        planned(
          scope
            .query(Customer, 'customer')
            .select('customer.id', 'id')
            .andWhere('customer.name = :name', { name: 'x' }),
        ),
      ),
    ).rejects.toThrow('gives name the value undefined');
  });

  it('refuses one key written with different SQL', async () => {
    const scope = data.forTenant(tenant.serviceProviderId);
    const select = (condition: string) => () =>
      planned(scope.query(Customer, 'customer').select('customer.id', 'id').andWhere(condition, { name: 'x' }));
    await scope.prepared('test.two-shapes', { name: 'x' }, select('customer.name = :name'));
    await expect(scope.prepared('test.two-shapes', { name: 'x' }, select('customer.website = :name'))).rejects.toThrow(
      'was written with different SQL',
    );
  });

  it("refuses a statement that is not limited to the scope's agency", async () => {
    const scope = data.forTenant(tenant.serviceProviderId);
    await expect(
      scope.prepared('test.unscoped', {}, () => ({
        sql: () => ['SELECT 1 AS "one"', []],
        namedSql: () => ['SELECT 1 AS "one"', []],
      })),
    ).rejects.toThrow('is not limited to one agency');
  });

  it("fails as TypeORM's queries fail (QueryFailedError with the driver's error)", async () => {
    const scope = data.forTenant(tenant.serviceProviderId);
    const failing = () =>
      planned(
        scope
          .query(Customer, 'customer')
          .select('customer.id', 'id')
          .andWhere('customer.id = :id::uuid', { id: 'not-a-uuid' }),
      );
    const error = (await scope
      .prepared('test.failing', { id: 'not-a-uuid' }, failing)
      .catch((caught) => caught)) as QueryFailedError;
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error.driverError as { code?: string }).code).toBe('22P02');
  });
});
