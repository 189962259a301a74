import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Budget warnings in the notification centre (apps/api/README.md, "Notification model"): admins get an entry when a
 * project reaches 80 % or 100 % of its budget, and can turn it off apart from the mail.
 */
export class BudgetWarningCentre1798050000000 implements MigrationInterface {
  name = 'BudgetWarningCentre1798050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE notification_preferences ADD COLUMN in_app_budget_warning boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notification WHERE reason = 'budgetWarning'`);
    await queryRunner.query(`DELETE FROM work_activity WHERE kind = 'project.budget_warning'`);
    await queryRunner.query(`ALTER TABLE notification_preferences DROP COLUMN in_app_budget_warning`);
  }
}
