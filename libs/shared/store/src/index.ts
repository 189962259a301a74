// The run-time configuration lives in @taskflow/config (public pages read it without the store).
export { RUNTIME_CONFIG_PATH, getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from '@taskflow/config';
export * from './lib/live-tags';
export * from './lib/api';
export * from './lib/root-reducer';
export * from './lib/store';
export * from './lib/current-user-rules';
export * from './lib/all-pages';
export * from './lib/account.api';
export * from './lib/board-args';
