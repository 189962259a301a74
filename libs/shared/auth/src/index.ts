export * from './lib/utils/session-storage';
export * from './lib/state/session.slice';
export * from './lib/utils/api-base-query';
export * from './lib/utils/user-display';
