import { CreateWaitlistEntry1795292930476 } from './1795292930476-create-waitlist-entry';

/** Every migration, oldest first. Listed explicitly because the API is bundled (no globs). */
export const DATABASE_MIGRATIONS = [CreateWaitlistEntry1795292930476];
