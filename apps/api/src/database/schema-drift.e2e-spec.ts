import type { DataSource, DataSourceOptions } from 'typeorm';
import { createFreshDatabase } from '../../test/fresh-database';
import { ExternalDatabaseServer } from './external-database-server';
import { createDataSource, createTypeOrmOptions } from './typeorm-options';

describe('the entities and the migrations', () => {
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createFreshDatabase('drift');
    // The app's own options and start-up path: every migration applied to an empty database.
    const options = createTypeOrmOptions(new ExternalDatabaseServer(database.url), { LOG_LEVEL: 'warn' });
    dataSource = await createDataSource({
      ...options,
      logger: 'advanced-console',
      logging: false,
    } as DataSourceOptions);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('describe the same schema: TypeORM finds nothing to change (npm run migration:generate would make nothing)', async () => {
    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();

    expect(upQueries.map(({ query }) => query)).toEqual([]);
  });
});
