import { Column, Entity } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

@Entity({ name: 'client_company' })
export class ClientCompany extends TenantOwnedEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  industry: string | null;
}
