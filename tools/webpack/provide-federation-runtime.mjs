// Runtime plugin of the shell (the host): hands its Module Federation runtime to the remotes, which are built with
// `experiments.externalRuntime` and read it from `_FEDERATION_RUNTIME_CORE`, so the runtime ships once per page.
// Module Federation's own inject-external-runtime-core-plugin does the same, but as CommonJS it pulls a second
// copy of the runtime into the shell; this one imports the very ES module the shell's runtime runs on.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
