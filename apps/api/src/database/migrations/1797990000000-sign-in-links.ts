import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passwordless sign-in links (apps/api/README.md, "Sign-in methods"): one row per emailed link, only the token's
 * SHA-256 stored; and the agency's choice whether its admins and team members may sign in by link (clients always may).
 */
export class SignInLinks1797990000000 implements MigrationInterface {
  name = 'SignInLinks1797990000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE sign_in_link (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
      token_hash char(64) NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      remember_me boolean NOT NULL DEFAULT false,
      purpose varchar(20) NOT NULL DEFAULT 'sign_in' CONSTRAINT sign_in_link_purpose_check CHECK (purpose IN ('sign_in', 'invitation'))
    )`);
    await queryRunner.query(`CREATE INDEX sign_in_link_user_idx ON sign_in_link (user_id)`);
    await queryRunner.query(
      `ALTER TABLE service_provider ADD COLUMN team_sign_in_links boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE service_provider DROP COLUMN team_sign_in_links`);
    await queryRunner.query(`DROP TABLE sign_in_link`);
  }
}
