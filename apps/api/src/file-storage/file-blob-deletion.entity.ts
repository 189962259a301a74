import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A stored file's content waiting to be removed from the storage (filled by a trigger when its row is deleted). */
@Entity({ name: 'file_blob_deletion' })
export class FileBlobDeletion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'storage_key', type: 'varchar', length: 200 })
  storageKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
