// The one list of modules shared between the shell and every remote.
// Singletons guarantee one React, one router, one Redux store, one i18n instance and one socket.
const { readPathAliases } = require('./workspace-aliases');
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

function packageVersion(request) {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return rootPackage.dependencies[packageName];
}

function createSharedDependencies() {
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    const version = packageVersion(request);
    shared[request] = { singleton: true, eager: false, requiredVersion: version ? `^${version}` : false };
  }
  // Test-only entry points (…/testing) never ship in a bundle.
  for (const alias of Object.keys(readPathAliases()).filter((name) => !name.endsWith('/testing'))) {
    shared[alias] = { singleton: true, eager: false, requiredVersion: false, version: rootPackage.version };
  }
  return shared;
}

module.exports = { createSharedDependencies, SHARED_PACKAGES };
