import { PostgresNamingStrategy } from './postgres-naming-strategy';

// Expected names are what PostgreSQL 15 chose for these keys when created without a name.
describe('PostgresNamingStrategy', () => {
  const naming = new PostgresNamingStrategy();

  it('names keys and indexes like PostgreSQL', () => {
    expect(naming.primaryKeyName('task')).toBe('task_pkey');
    expect(naming.foreignKeyName('task', ['project_id'])).toBe('task_project_id_fkey');
    expect(naming.uniqueConstraintName('task_follower', ['task_id', 'user_id'])).toBe(
      'task_follower_task_id_user_id_key',
    );
    expect(naming.indexName('task', ['project_id'])).toBe('task_project_id_idx');
  });

  it('shortens long names to 63 bytes the way PostgreSQL does', () => {
    const table = 'another_long_table_name_to_test_identifier_truncation_rules';
    const columns = ['a_very_long_referencing_column_name_here', 'second_col'];

    expect(naming.primaryKeyName(table)).toBe('another_long_table_name_to_test_identifier_truncation_rule_pkey');
    expect(naming.foreignKeyName(table, columns.slice(0, 1))).toBe(
      'another_long_table_name_to_te_a_very_long_referencing_colu_fkey',
    );
    expect(naming.uniqueConstraintName(table, columns)).toBe(
      'another_long_table_name_to_te_a_very_long_referencing_colum_key',
    );
  });
});
