import { Column, Entity, Index } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

@Entity({ name: 'client_company' })
@Index('client_company_provider_idx', ['serviceProviderId', 'name'])
export class Customer extends TenantOwnedEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  industry: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;
}
