import type { INestApplication } from '@nestjs/common';
import { Brackets, In, type SelectQueryBuilder } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';
import { createTestTenant, uniqueEmail, type TestTenant } from '../../test/test-tenant';
import { Customer } from '../customer-records/customer.entity';
import { NotificationPreferences } from '../notifications/notification-preferences.entity';
import { TaskFollower } from '../notifications/task-follower.entity';
import { RefreshToken } from '../users/refresh-token.entity';
import { User } from '../users/user.entity';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity';
import { Agency } from './agency.entity';
import { TenantDataAccess } from './tenant-data-access.service';

describe('the tenant scope and the platform scope', () => {
  let app: INestApplication;
  let data: TenantDataAccess;
  let tenant: TestTenant;
  let other: TestTenant;
  const companyNamed = async (owner: TestTenant, name: string) =>
    (await data.forTenant(owner.serviceProviderId).insert(Customer, { name })).id;

  beforeAll(async () => {
    app = await createTestApp();
    data = app.get(TenantDataAccess);
    tenant = await createTestTenant(app);
    other = await createTestTenant(app, 'Other agency');
  });

  afterAll(async () => {
    await app.close();
  });

  it('deletes and updates by condition only the rows of its own agency', async () => {
    const name = `Shared name ${uniqueEmail()}`;
    const mine = await companyNamed(tenant, name);
    const theirs = await companyNamed(other, name);
    const scope = data.forTenant(tenant.serviceProviderId);

    expect(await scope.update(Customer, { name }, { website: 'https://changed.example' })).toBe(1);
    expect(await scope.delete(Customer, { name })).toBe(1);

    expect(await scope.findOne(Customer, { id: mine })).toBeNull();
    expect(await data.forTenant(other.serviceProviderId).findOne(Customer, { id: theirs })).toMatchObject({
      name,
      website: null,
    });
  });

  it('inserts or ignores: a second row with the same unique key is left out, not an error', async () => {
    const scope = data.forTenant(tenant.serviceProviderId);
    const first = await scope.insertOrIgnore(NotificationPreferences, { userId: tenant.clientB.id });
    const second = await scope.insertOrIgnore(NotificationPreferences, { userId: tenant.clientB.id });

    expect(first).toMatchObject({ userId: tenant.clientB.id, serviceProviderId: tenant.serviceProviderId });
    expect(second).toBeNull();
    expect(await scope.count(NotificationPreferences, { userId: tenant.clientB.id })).toBe(1);
  });

  it('inserts if new: answers whether the row was new, in its own agency, with defaults for what it leaves out', async () => {
    const scope = data.forTenant(tenant.serviceProviderId);
    const values = { userId: tenant.team.id, taskId: tenant.visibleTaskA };
    await scope.delete(TaskFollower, values);

    expect(await scope.insertIfNew(TaskFollower, values)).toBe(true);
    expect(await scope.insertIfNew(TaskFollower, { ...values, id: undefined })).toBe(false);
    const [row] = await scope.find(TaskFollower, { where: values });
    expect(row).toMatchObject({ ...values, serviceProviderId: tenant.serviceProviderId });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(await scope.count(TaskFollower, values)).toBe(1);
    // The agency is the scope's: a row naming another one (past the types) is refused.
    const moved = { ...values, serviceProviderId: other.serviceProviderId } as typeof values;
    await expect(scope.insertIfNew(TaskFollower, moved)).rejects.toThrow('cannot be inserted');
  });

  it('inserts if new unless a select of its agency finds a row, in the same statement', async () => {
    const scope = data.forTenant(tenant.serviceProviderId);
    const values = { userId: tenant.admin.id, taskId: tenant.visibleTaskA };
    await scope.delete(TaskFollower, values);
    const userNamed = (id: string) =>
      scope.query(User, 'user').select('user.id', 'id').andWhere('user.id = :id', { id });

    expect(await scope.insertIfNew(TaskFollower, values, [userNamed(tenant.team.id)])).toBe(false);
    expect(await scope.count(TaskFollower, values)).toBe(0);
    expect(
      await scope.insertIfNew(TaskFollower, values, [userNamed(other.admin.id), userNamed(tenant.clientB.id)]),
    ).toBe(false);
    expect(await scope.insertIfNew(TaskFollower, values, [userNamed(other.admin.id)])).toBe(true);
    expect(await scope.count(TaskFollower, values)).toBe(1);
    const theirs = data.forTenant(other.serviceProviderId).query(User, 'user').select('user.id', 'id');
    await expect(scope.insertIfNew(TaskFollower, values, [theirs])).rejects.toThrow('its own agency');
  });

  it('runs a transaction that yields a scope and keeps nothing when the work fails', async () => {
    const name = `Rolled back ${uniqueEmail()}`;
    const scope = data.forTenant(tenant.serviceProviderId);

    await expect(
      scope.transaction(async (tx) => {
        await tx.insert(Customer, { name });
        expect(await tx.count(Customer, { name })).toBe(1);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');

    expect(await scope.count(Customer, { name })).toBe(0);
  });

  it('never moves a row to another agency, nor reads every row for an empty list of conditions', async () => {
    const scope = data.forTenant(tenant.serviceProviderId);
    const id = await companyNamed(tenant, 'Stays home');

    await expect(scope.update(Customer, { id }, { serviceProviderId: other.serviceProviderId })).rejects.toThrow(
      'cannot move to another agency',
    );
    await expect(scope.find(Customer, { where: [] })).rejects.toThrow('empty list of conditions');
    expect(await scope.findOne(Customer, { id })).toMatchObject({ serviceProviderId: tenant.serviceProviderId });
  });

  it('keeps a query to its agency whatever conditions are added later', async () => {
    const name = `Same name ${uniqueEmail()}`;
    const mine = await companyNamed(tenant, name);
    const theirs = await companyNamed(other, name);
    const scope = data.forTenant(tenant.serviceProviderId);
    const query = () => scope.query(Customer, 'company');
    const ids = async (builder: SelectQueryBuilder<Customer>) => (await builder.getMany()).map((company) => company.id);

    // where() adds its condition: it does not replace the agency's.
    expect(await ids(query().where('company.name = :name', { name }))).toEqual([mine]);
    expect(await ids(query().where({ name }))).toEqual([mine]);
    expect(
      await ids(
        query()
          .where(() => 'company.name = :name')
          .setParameter('name', name),
      ),
    ).toEqual([mine]);
    // An OR inside an added condition stays inside it.
    expect(await ids(query().andWhere('company.name = :name OR company.id = :theirs', { name, theirs }))).toEqual([
      mine,
    ]);
    const either = new Brackets((inner) =>
      inner.where('company.name = :name', { name }).orWhere('company.id = :theirs', { theirs }),
    );
    const bracketed = query().where(either);
    expect(await ids(bracketed)).toEqual([mine]);
    expect(await ids(bracketed.clone())).toEqual([mine]);
    expect(await bracketed.getCount()).toBe(1);
    // What would widen it is refused.
    expect(() => query().where('company.name = :name', { name }).orWhere('company.id = :theirs', { theirs })).toThrow(
      'orWhere() would widen a tenant query',
    );
    expect(() =>
      query().andWhere('company.serviceProviderId = :tenantId', { tenantId: other.serviceProviderId }),
    ).toThrow('names its agency');
    expect(() => query().setParameters({ tenantId: other.serviceProviderId })).toThrow('names its agency');
  });

  it("reads and changes its own agency's row only", async () => {
    const scope = data.forTenant(tenant.serviceProviderId);
    await scope.updateTenant({ phone: '+49 30 555' });

    expect(await scope.tenant()).toMatchObject({ id: tenant.serviceProviderId, phone: '+49 30 555' });
    expect(await data.forTenant(other.serviceProviderId).tenant()).toMatchObject({ phone: null });
  });

  it('keeps tenant-owned tables out of the platform scope, and agency-less ones out of its lookups', async () => {
    const platform = data.platform();

    await expect(platform.find(User)).rejects.toThrow('User belongs to an agency: use TenantScope');
    await expect(platform.delete(Customer, { id: In([tenant.companyA]) })).rejects.toThrow('belongs to an agency');
    await expect(platform.findOne(Agency, { id: tenant.serviceProviderId })).rejects.toThrow(
      'Agency rows are read through TenantScope.tenant',
    );
    await expect(platform.findAcrossTenants(RefreshToken as never, {})).rejects.toThrow(
      'RefreshToken belongs to no agency',
    );
    expect(await platform.findAcrossTenants(User, { email: other.admin.email })).toMatchObject({
      serviceProviderId: other.serviceProviderId,
    });
  });

  it('inserts or ignores agency-less rows too (the waitlist)', async () => {
    const email = uniqueEmail('platform');
    const platform = data.platform();

    expect(await platform.insertOrIgnore(WaitlistEntry, { email })).toMatchObject({ email, status: 'pending' });
    expect(await platform.insertOrIgnore(WaitlistEntry, { email })).toBeNull();
  });
});
