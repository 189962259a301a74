// The one list of modules shared between the shell and every remote.
// Singletons guarantee one React, one router, one Redux store, one i18n instance and one socket.
//
// Of the workspace libs only the platform (`libs/shared/*`: store, auth, ui, i18n, realtime, …) is shared: it
// holds the one-per-page state. Feature libs (`libs/work/*`, e.g. @taskflow/work-comments) are bundled into
// each remote that imports them, so each remote ships, versions and deploys its own copy: a new board
// release never changes the comment thread inside the messages remote. Shared as a singleton, the first
// remote to load would decide the version for every other one (a deploy of one remote silently changing
// another), and a remote built against an older copy could receive a newer, incompatible one.
const path = require('node:path');
const { readPathAliases, workspaceRoot } = require('./workspace-aliases');
const rootPackage = require('../../package.json');

const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'styled-components',
  'i18next',
  'react-i18next',
  'i18next-browser-languagedetector',
  'socket.io-client',
  'react-dnd',
  'react-dnd-html5-backend',
];

/** Only libs under this folder are shared; everything else in tsconfig's paths is bundled per app. */
const SHARED_LIBS_DIR = path.join(workspaceRoot, 'libs', 'shared') + path.sep;

// The web apps' packages are devDependencies (bundled at build time); `dependencies` is what the API needs at run time.
function packageVersion(request) {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return rootPackage.dependencies[packageName] ?? rootPackage.devDependencies[packageName];
}

/** The path aliases of the platform libs (`libs/shared/*`), without test-only entry points (…/testing). */
function sharedLibAliases() {
  return Object.entries(readPathAliases())
    .filter(([alias, file]) => file.startsWith(SHARED_LIBS_DIR) && !alias.endsWith('/testing'))
    .map(([alias]) => alias);
}

/**
 * Shared packages provided by a module of ours instead of the package's own entry: react-router-dom as its
 * client-side API only (see react-router-client.mjs), react-i18next without <Trans> (react-i18next-client.mjs).
 * The version is the package's.
 */
const SHARED_PACKAGE_ENTRIES = {
  'react-router-dom': path.join(__dirname, 'react-router-client.mjs'),
  'react-i18next': path.join(__dirname, 'react-i18next-client.mjs'),
};

/**
 * Entries used by production builds only: development builds share react-i18next whole (with the facade, webpack's
 * development chunk naming emits its chunk twice with different content and stops). Host and remotes are always
 * built in the same mode, and apps/shell/src/remotes/shared-i18n-api.spec.ts keeps the apps to the facade's exports.
 */
const PRODUCTION_ONLY_ENTRIES = new Set(['react-i18next']);

/** @param {{ production?: boolean }} [options] production builds (default) or development builds */
function createSharedDependencies({ production = true } = {}) {
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    const version = packageVersion(request);
    shared[request] = { singleton: true, eager: false, requiredVersion: version ? `^${version}` : false };
    const entry = SHARED_PACKAGE_ENTRIES[request];
    if (entry && (production || !PRODUCTION_ONLY_ENTRIES.has(request)))
      Object.assign(shared[request], { import: entry, version });
  }
  for (const alias of sharedLibAliases()) {
    shared[alias] = { singleton: true, eager: false, requiredVersion: false, version: rootPackage.version };
  }
  return shared;
}

module.exports = { createSharedDependencies, sharedLibAliases, SHARED_PACKAGES, SHARED_PACKAGE_ENTRIES };
