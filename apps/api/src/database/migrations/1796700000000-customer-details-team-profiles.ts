import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers and team: a company's address, phone and description; a profile per team member (job title, department,
 * skills, target hours, per-member permission overrides); invitations for client contacts (no role or department);
 * and the moment a task was completed (kept by a trigger, so every way of completing a task records it).
 */
export class CustomerDetailsTeamProfiles1796700000000 implements MigrationInterface {
  name = 'CustomerDetailsTeamProfiles1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `ALTER TABLE client_company ADD COLUMN address varchar(300)`,
      `ALTER TABLE client_company ADD COLUMN phone varchar(50)`,
      `ALTER TABLE client_company ADD COLUMN description text`,
      `CREATE TABLE team_member_profile (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        user_id uuid NOT NULL UNIQUE REFERENCES app_user(id) ON DELETE CASCADE,
        job_title varchar(100),
        department varchar(50),
        location varchar(200),
        bio text,
        skills jsonb NOT NULL DEFAULT '[]',
        emergency_contact varchar(300),
        weekly_target_hours numeric(4,1) NOT NULL DEFAULT 40,
        permission_overrides jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX team_member_profile_provider_idx ON team_member_profile (service_provider_id)`,
      `ALTER TABLE team_invitation ALTER COLUMN role DROP NOT NULL`,
      `ALTER TABLE team_invitation ALTER COLUMN department DROP NOT NULL`,
      `ALTER TABLE task ADD COLUMN completed_at timestamptz`,
      `UPDATE task SET completed_at = updated_at WHERE status = 'completed'`,
      `CREATE FUNCTION task_track_completion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'completed' THEN
          IF TG_OP = 'INSERT' THEN
            NEW.completed_at := COALESCE(NEW.completed_at, now());
          ELSIF OLD.status IS DISTINCT FROM 'completed' THEN
            NEW.completed_at := now();
          END IF;
        ELSE
          NEW.completed_at := NULL;
        END IF;
        RETURN NEW;
      END $$`,
      `CREATE TRIGGER task_track_completion BEFORE INSERT OR UPDATE ON task
        FOR EACH ROW EXECUTE FUNCTION task_track_completion()`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER task_track_completion ON task`);
    await queryRunner.query(`DROP FUNCTION task_track_completion()`);
    await queryRunner.query(`ALTER TABLE task DROP COLUMN completed_at`);
    await queryRunner.query(`UPDATE team_invitation SET role = '', department = '' WHERE role IS NULL`);
    await queryRunner.query(`ALTER TABLE team_invitation ALTER COLUMN role SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE team_invitation ALTER COLUMN department SET NOT NULL`);
    await queryRunner.query(`DROP TABLE team_member_profile`);
    await queryRunner.query(`ALTER TABLE client_company DROP COLUMN description`);
    await queryRunner.query(`ALTER TABLE client_company DROP COLUMN phone`);
    await queryRunner.query(`ALTER TABLE client_company DROP COLUMN address`);
  }
}
