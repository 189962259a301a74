import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Step 1 of the two-step registration no longer creates the provider: a pending registration keeps the provider's
 * fields and the id it will get, and step 2 runs the one registration flow. Pending rows of the old shape keep
 * working: their provider's fields move into the row and the provider (still without users) goes.
 */
export class PendingRegistrationHoldsProviderFields1795600000000 implements MigrationInterface {
  name = 'PendingRegistrationHoldsProviderFields1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `ALTER TABLE pending_registration ADD COLUMN provider_fields jsonb`,
      `UPDATE pending_registration pending
         SET provider_fields = jsonb_build_object(
           'companyName', provider.company_name, 'website', provider.website, 'industry', provider.industry,
           'address', provider.address, 'phone', provider.phone, 'email', provider.email)
         FROM service_provider provider
         WHERE provider.id = pending.service_provider_id`,
      `ALTER TABLE pending_registration DROP CONSTRAINT pending_registration_service_provider_id_fkey`,
      `DELETE FROM service_provider provider
         USING pending_registration pending
         WHERE provider.id = pending.service_provider_id
           AND NOT EXISTS (SELECT 1 FROM app_user WHERE app_user.service_provider_id = provider.id)`,
      `DELETE FROM pending_registration WHERE provider_fields IS NULL`,
      `ALTER TABLE pending_registration ALTER COLUMN provider_fields SET NOT NULL`,
      `ALTER TABLE pending_registration RENAME COLUMN service_provider_id TO provider_id`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `ALTER TABLE pending_registration RENAME COLUMN provider_id TO service_provider_id`,
      `INSERT INTO service_provider (id, company_name, website, industry, address, phone, email)
         SELECT pending.service_provider_id, pending.provider_fields->>'companyName', pending.provider_fields->>'website',
           pending.provider_fields->>'industry', pending.provider_fields->>'address', pending.provider_fields->>'phone',
           pending.provider_fields->>'email'
         FROM pending_registration pending
         ON CONFLICT (id) DO NOTHING`,
      `ALTER TABLE pending_registration ADD CONSTRAINT pending_registration_service_provider_id_fkey
         FOREIGN KEY (service_provider_id) REFERENCES service_provider(id) ON DELETE CASCADE`,
      `ALTER TABLE pending_registration DROP COLUMN provider_fields`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
