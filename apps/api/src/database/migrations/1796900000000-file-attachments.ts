import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded files: attachments of tasks, task and project comments and file messages, and drafts not sent yet.
 * A file row goes with its parent (foreign keys cascade), and a trigger queues its content for removal from the
 * storage, so every way of deleting a task, comment, message, conversation, project or customer removes its files.
 */
export class FileAttachments1796900000000 implements MigrationInterface {
  name = 'FileAttachments1796900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE stored_file (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        uploaded_by_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        file_name varchar(255) NOT NULL,
        mime_type varchar(127) NOT NULL,
        size integer NOT NULL CHECK (size >= 0),
        storage_key varchar(200) NOT NULL UNIQUE,
        task_id uuid REFERENCES task(id) ON DELETE CASCADE,
        task_comment_id uuid REFERENCES task_comment(id) ON DELETE CASCADE,
        project_comment_id uuid REFERENCES project_comment(id) ON DELETE CASCADE,
        message_id uuid REFERENCES message(id) ON DELETE CASCADE,
        draft_target varchar(20) CHECK (draft_target IN ('task-comment', 'project-comment', 'message')),
        draft_parent_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT stored_file_one_parent
          CHECK (num_nonnulls(task_id, task_comment_id, project_comment_id, message_id, draft_target) = 1),
        CONSTRAINT stored_file_draft_parent CHECK ((draft_target IS NULL) = (draft_parent_id IS NULL))
      )`,
      `CREATE INDEX stored_file_provider_idx ON stored_file (service_provider_id)`,
      `CREATE INDEX stored_file_task_idx ON stored_file (task_id) WHERE task_id IS NOT NULL`,
      `CREATE INDEX stored_file_task_comment_idx ON stored_file (task_comment_id) WHERE task_comment_id IS NOT NULL`,
      `CREATE INDEX stored_file_project_comment_idx ON stored_file (project_comment_id)
        WHERE project_comment_id IS NOT NULL`,
      `CREATE INDEX stored_file_message_idx ON stored_file (message_id) WHERE message_id IS NOT NULL`,
      `CREATE INDEX stored_file_draft_idx ON stored_file (created_at) WHERE draft_target IS NOT NULL`,
      `CREATE TABLE file_blob_deletion (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        storage_key varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE FUNCTION stored_file_queue_blob_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO file_blob_deletion (storage_key) VALUES (OLD.storage_key);
        RETURN OLD;
      END
      $$`,
      `CREATE TRIGGER stored_file_queue_blob_deletion AFTER DELETE ON stored_file
        FOR EACH ROW EXECUTE FUNCTION stored_file_queue_blob_deletion()`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stored_file`);
    await queryRunner.query(`DROP FUNCTION stored_file_queue_blob_deletion()`);
    await queryRunner.query(`DROP TABLE file_blob_deletion`);
  }
}
