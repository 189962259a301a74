import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Set by the build (apps/api/webpack.config.js): the workspace's package.json version. */
declare const TASKFLOW_VERSION: string | undefined;

/** Unbundled (tests): the version of the nearest package.json above this file, the workspace's. */
function workspaceVersion(): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return 'unknown';
}

/** The TaskFlow release this API is (package.json's version). */
export const APP_VERSION: string = typeof TASKFLOW_VERSION === 'string' ? TASKFLOW_VERSION : workspaceVersion();
