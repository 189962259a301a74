// What a production remote builds in place of @module-federation/webpack-bundler-runtime: the bundler runtime's
// functions of the page's host (`_FEDERATION_BUNDLER_RUNTIME`, set by provide-federation-runtime.mjs in the shell),
// so remoteEntry.js does not carry its own copy (about 4 KB gzip per remote). The object itself is this build's own,
// as the package's is: webpack's federation runtime copies it onto this build's `__webpack_require__.federation`,
// and `runtime` (@module-federation/runtime, which remembers its build's federation instance) stays this build's too.
import * as runtime from '@module-federation/runtime';

const host = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!host) throw new Error('This remote runs only inside the TaskFlow shell (no Module Federation bundler runtime).');

export const bundlerRuntime = { ...host.bundlerRuntime, S: {} };
export const { attachShareScopeMap } = host;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export { runtime };

export default { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
