import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (apps/api/README.md, "Two-factor sign-in"): a user's TOTP factor (one per user; `enabled_at`
 * is null while set-up awaits its first code; `last_used_step` refuses a code used before), their hashed single-use
 * recovery codes, and the agency setting that requires a second factor of admins and team members.
 */
export class TwoFactor1798000000000 implements MigrationInterface {
  name = 'TwoFactor1798000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE user_two_factor (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        secret varchar(64) NOT NULL,
        enabled_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_two_factor_user_unique UNIQUE (user_id)
      )`,
      `CREATE TABLE two_factor_recovery_code (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        code_hash varchar(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX two_factor_recovery_code_user_idx ON two_factor_recovery_code (user_id)`,
      `ALTER TABLE service_provider ADD COLUMN require_two_factor boolean NOT NULL DEFAULT false`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_provider DROP COLUMN require_two_factor`);
    await queryRunner.query(`DROP TABLE two_factor_recovery_code`);
    await queryRunner.query(`DROP TABLE user_two_factor`);
  }
}
