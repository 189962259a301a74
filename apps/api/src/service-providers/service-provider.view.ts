import type { ServiceProviderView } from '@taskflow/contracts';
import type { ServiceProvider } from './service-provider.entity';

export function toServiceProviderView(provider: ServiceProvider): ServiceProviderView {
  const {
    id,
    companyName,
    website,
    industry,
    address,
    phone,
    email,
    licenseStatus,
    maxTeamMembers,
    currentTeamMembers,
  } = provider;
  return {
    id,
    companyName,
    website,
    industry,
    address,
    phone,
    email,
    licenseStatus,
    maxTeamMembers,
    currentTeamMembers,
    createdAt: provider.createdAt.toISOString(),
  };
}
