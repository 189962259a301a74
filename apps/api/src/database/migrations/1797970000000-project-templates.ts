import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Project templates (docs/project-templates.md): an agency's own templates, each edited as a whole, so its tasks are
 * one jsonb list (title, offsets, checklist, recurrence …). The built-in templates live in code, not here.
 */
export class ProjectTemplates1797970000000 implements MigrationInterface {
  name = 'ProjectTemplates1797970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE project_template (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        name varchar(200) NOT NULL CONSTRAINT project_template_name_check CHECK (btrim(name) <> ''),
        description text NOT NULL DEFAULT '',
        tags jsonb NOT NULL DEFAULT '[]',
        duration_days integer,
        tasks jsonb NOT NULL DEFAULT '[]',
        created_by_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX project_template_agency_name_idx ON project_template (service_provider_id, name)`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE project_template`);
  }
}
