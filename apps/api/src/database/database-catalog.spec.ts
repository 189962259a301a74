import { inForeignKeyOrder } from './database-catalog';

describe('inForeignKeyOrder', () => {
  it('puts parents before children, alphabetically among equals', () => {
    const tables = [
      { name: 'task', parents: ['project', 'app_user'] },
      { name: 'project', parents: ['customer'] },
      { name: 'customer', parents: [] },
      { name: 'app_user', parents: [] },
    ];
    expect(inForeignKeyOrder(tables).map((table) => table.name)).toEqual(['app_user', 'customer', 'project', 'task']);
  });

  it('refuses a cycle between tables', () => {
    expect(() =>
      inForeignKeyOrder([
        { name: 'a', parents: ['b'] },
        { name: 'b', parents: ['a'] },
      ]),
    ).toThrow('Foreign keys form a cycle between a, b');
  });
});
