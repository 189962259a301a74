import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checklists inside tasks (docs/checklists.md): a task's ordered items, each with a title, a done flag and its
 * position, deleted with their task. The index on (task_id, done) serves the checklist's reads and the progress
 * (done of total) every task view counts from the index alone.
 */
export class TaskChecklists1797950000000 implements MigrationInterface {
  name = 'TaskChecklists1797950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE task_checklist_item (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        task_id uuid NOT NULL REFERENCES task(id) ON DELETE CASCADE,
        title varchar(300) NOT NULL CONSTRAINT task_checklist_item_title_check CHECK (btrim(title) <> ''),
        done boolean NOT NULL DEFAULT false,
        position integer NOT NULL CONSTRAINT task_checklist_item_position_check CHECK (position >= 0),
        created_by_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX task_checklist_item_task_idx ON task_checklist_item (task_id, done)`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE task_checklist_item`);
  }
}
