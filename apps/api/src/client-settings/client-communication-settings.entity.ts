import { Column, Entity, Unique } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

export interface ClientEmailTemplates {
  projectStart: string;
  projectUpdate: string;
  projectComplete: string;
  taskUpdate: string;
}

@Entity({ name: 'client_communication_settings' })
@Unique(['serviceProviderId'])
export class ClientCommunicationSettings extends TenantOwnedEntity {
  @Column({ name: 'auto_notify_clients', type: 'boolean', default: true }) autoNotifyClients: boolean;
  @Column({ name: 'client_visibility_default', type: 'boolean', default: false }) clientVisibilityDefault: boolean;
  @Column({ name: 'allow_client_comments', type: 'boolean', default: true }) allowClientComments: boolean;
  @Column({ name: 'require_approval_for_updates', type: 'boolean', default: true }) requireApprovalForUpdates: boolean;
  @Column({ name: 'client_portal_access', type: 'boolean', default: true }) clientPortalAccess: boolean;
  @Column({ name: 'client_reports_frequency', type: 'varchar', length: 10, default: 'weekly' })
  clientReportsFrequency: string;
  @Column({ name: 'email_templates', type: 'jsonb', default: () => "'{}'" }) emailTemplates: ClientEmailTemplates;
}
