import { Column, CreateDateColumn, ForeignKey, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A row that belongs to one agency, with an id it is given; read and written only through `TenantScope`. */
export abstract class TenantOwnedBase {
  id: string;

  @Column({ name: 'service_provider_id', type: 'uuid' })
  @ForeignKey('service_provider', { onDelete: 'CASCADE' })
  serviceProviderId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A row that belongs to one agency, with an id the database generates. */
export abstract class TenantOwnedEntity extends TenantOwnedBase {
  @PrimaryGeneratedColumn('uuid')
  declare id: string;
}
