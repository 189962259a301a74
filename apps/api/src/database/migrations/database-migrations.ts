import { CreateWaitlistEntry1795292930476 } from './1795292930476-create-waitlist-entry';
import { CreateTenancyAndWork1795400000000 } from './1795400000000-create-tenancy-and-work';

/** Every migration, oldest first. Listed explicitly because the API is bundled (no globs). */
export const DATABASE_MIGRATIONS = [CreateWaitlistEntry1795292930476, CreateTenancyAndWork1795400000000];
