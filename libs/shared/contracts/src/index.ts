export * from './lib/users';
export * from './lib/work';
export * from './lib/permissions';
export * from './lib/errors';
export * from './lib/live-events';
export * from './lib/runtime-config';
export * from './lib/auth';
export * from './lib/resources';
