// Runtime plugin of the shell (the host): hands its Module Federation runtime to the remotes, which are built with
// `experiments.externalRuntime` and read it from `_FEDERATION_RUNTIME_CORE`, so the runtime ships once per page.
// Module Federation's own inject-external-runtime-core-plugin does the same, but as CommonJS it pulls a second
// copy of the runtime into the shell; this one imports the very ES module the shell's runtime runs on.
// It hands over the bundler runtime's functions too (`_FEDERATION_BUNDLER_RUNTIME`, read by the remotes through
// host-bundler-runtime.mjs): they keep no state of their own, each call gets the calling build's webpack require.
// The shell is a pure consumer, so its own copy leaves out initContainerEntry; the remotes need it.
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

export default function provideFederationRuntime() {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      globalThis._FEDERATION_BUNDLER_RUNTIME ??= {
        bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
        attachShareScopeMap,
      };
      return args;
    },
  };
}
