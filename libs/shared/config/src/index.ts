// @taskflow/config: what every page reads before anything else, without Redux, so the public pages start without
// the signed-in app: the deployment's run-time configuration (/app-config.json) and the session the browser keeps
// (taskflow_token / taskflow_user). @taskflow/store and @taskflow/auth re-export them.
export * from './lib/runtime-config';
export * from './lib/session-storage';
