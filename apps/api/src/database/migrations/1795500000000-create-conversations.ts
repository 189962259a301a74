import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateConversations1795500000000 implements MigrationInterface {
  name = 'CreateConversations1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE conversation (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        type varchar(20) NOT NULL,
        name varchar(200),
        description text,
        created_by_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        direct_key varchar(80),
        last_message_at timestamptz,
        last_message_preview varchar(60),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      // One direct conversation per pair of people: the key is both user ids, sorted.
      `CREATE UNIQUE INDEX conversation_direct_key_idx ON conversation (service_provider_id, direct_key) WHERE direct_key IS NOT NULL`,
      `CREATE TABLE conversation_participant (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        conversation_id uuid NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        role varchar(10) NOT NULL DEFAULT 'member',
        is_active boolean NOT NULL DEFAULT true,
        is_muted boolean NOT NULL DEFAULT false,
        last_read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (conversation_id, user_id)
      )`,
      `CREATE INDEX conversation_participant_user_idx ON conversation_participant (user_id)`,
      `CREATE TABLE message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        conversation_id uuid NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
        sender_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        content text NOT NULL,
        message_type varchar(10) NOT NULL DEFAULT 'text',
        file_url varchar(2000),
        file_name varchar(255),
        file_size integer,
        reply_to_message_id uuid REFERENCES message(id) ON DELETE SET NULL,
        is_edited boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX message_conversation_idx ON message (conversation_id, created_at)`,
      `CREATE TABLE message_reaction (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        message_id uuid NOT NULL REFERENCES message(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        emoji varchar(32) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (message_id, user_id, emoji)
      )`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['message_reaction', 'message', 'conversation_participant', 'conversation'])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
