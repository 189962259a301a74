export * from './lib/runtime-config';
export * from './lib/live-tags';
export * from './lib/api';
export * from './lib/root-reducer';
export * from './lib/store';
export * from './lib/current-user-rules';
export * from './lib/all-pages';
