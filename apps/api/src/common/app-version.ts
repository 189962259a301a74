import packageJson from '../../../../package.json';

/** The TaskFlow release this API is (the workspace's package.json version), bundled in at build time. */
export const APP_VERSION: string = packageJson.version;
