import { lintSamples as lint, type LintMessage } from './lint-samples';

const DATA_PATH_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

const dataPathErrors = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId !== null && DATA_PATH_RULES.includes(message.ruleId));

const FORBIDDEN: Record<string, string> = {
  'injects the data source': `import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
@Injectable()
export class NotesService {
  constructor(private readonly dataSource: DataSource) {}
  count(): Promise<number> { return this.dataSource.query('SELECT count(*) FROM note'); }
}`,
  'takes a raw entity manager': `import type { EntityManager } from 'typeorm';
export function insertNote(manager: EntityManager): Promise<unknown> { return manager.query('SELECT 1'); }`,
  'injects a repository': `import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
export class NotesService { constructor(@InjectRepository(Object) readonly notes: Repository<object>) {} }`,
  'calls getRepository through a query builder': `export function escape(query: { connection: { getRepository(entity: string): unknown } }) {
  return query.connection.getRepository('note');
}`,
  "reaches for a scope's manager": `export function escape(scope: { manager: unknown }): unknown { return scope.manager; }`,
  'builds a scope by hand': `import { TenantScope } from '../tenancy/tenant-scope';
export const scopeOf = (agencyId: string, manager: never) => new TenantScope(agencyId, manager);`,
};

const TENANT_QUERY_FORBIDDEN: Record<string, string> = {
  "calls where() on a tenant query (as if it replaced the agency's condition)": `import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
export class NotesService {
  constructor(private readonly data: TenantDataAccess) {}
  find(agencyId: string, title: string) {
    return this.data.forTenant(agencyId).query(Object, 'note').innerJoin('note.author', 'author').where('note.title = :title', { title }).getMany();
  }
}`,
  'widens a tenant query with orWhere()': `import type { TenantScope } from '../tenancy/tenant-scope';
export const notes = (scope: TenantScope, title: string) =>
  scope.query(Object, 'note').andWhere('note.title = :title', { title }).orWhere('note.public = true').getMany();`,
};

const ALLOWED: Record<string, { file: string; code: string }> = {
  'a tenant query refined with andWhere(), and a lookup across agencies with where()': {
    file: 'apps/api/src/notes/note-lookup.service.ts',
    code: `import type { TenantDataAccess } from '../tenancy/tenant-data-access.service';
export const byTitle = (data: TenantDataAccess, agencyId: string, title: string) =>
  data.forTenant(agencyId).query(Object, 'note').andWhere('(note.title = :title OR note.public = true)', { title }).getMany();
export const byToken = (data: TenantDataAccess, token: string) =>
  data.platform().queryAcrossTenants(Object, 'note').where('note.token = :token', { token }).getOne();`,
  },
  'a service using TenantDataAccess': {
    file: 'apps/api/src/notes/notes.service.ts',
    code: `import { In } from 'typeorm';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
export class NotesService {
  constructor(private readonly data: TenantDataAccess) {}
  remove(agencyId: string, ids: string[]): Promise<number> { return this.data.forTenant(agencyId).delete(Object, { id: In(ids) }); }
}`,
  },
  'the tenancy folder': {
    file: 'apps/api/src/tenancy/sample-scope.ts',
    code: `import { DataSource } from 'typeorm';
export const managerOf = (dataSource: DataSource) => dataSource.manager;`,
  },
  'the database folder': {
    file: 'apps/api/src/database/sample-probe.ts',
    code: `import { DataSource } from 'typeorm';
export const ping = (dataSource: DataSource) => dataSource.query('SELECT 1');`,
  },
  'an end-to-end test inspecting the database': {
    file: 'apps/api/src/notes/notes.e2e-spec.ts',
    code: `import { DataSource } from 'typeorm';
export const count = (dataSource: DataSource) => dataSource.manager.count('note');`,
  },
};

describe('the lint rule for the API data path (eslint.config.mjs)', () => {
  let results: Record<string, LintMessage[]>;
  const forbiddenFile = (name: string) => `apps/api/src/notes/${name.replace(/\W+/g, '-')}.ts`;

  beforeAll(() => {
    results = lint({
      ...Object.fromEntries(
        Object.entries({ ...FORBIDDEN, ...TENANT_QUERY_FORBIDDEN }).map(([name, code]) => [forbiddenFile(name), code]),
      ),
      ...Object.fromEntries(Object.values(ALLOWED).map(({ file, code }) => [file, code])),
    });
  });

  it.each(Object.keys(FORBIDDEN))('fails a feature file that %s', (name) => {
    const errors = dataPathErrors(results[forbiddenFile(name)]);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0].message).toContain('Use TenantDataAccess (apps/api/src/tenancy)');
  });

  it.each(Object.keys(TENANT_QUERY_FORBIDDEN))('fails a feature file that %s', (name) => {
    const errors = dataPathErrors(results[forbiddenFile(name)]);
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('A tenant query (TenantScope.query)'),
    ]);
  });

  it.each(Object.keys(ALLOWED))('passes %s', (name) => {
    expect(dataPathErrors(results[ALLOWED[name].file])).toEqual([]);
  });
});
