// Writes shared-chunks.json: the JavaScript files that hold the modules this build shares through Module
// Federation (its provided modules and its fallbacks), each with the chunks it loads alongside and those it loads
// later itself (a shared lib's lazily loaded parts, its texts). mf-manifest.json
// names only each shared module's own chunk, not the chunks of its dependencies (e.g. @floating-ui/react of the ui
// kit), so the benchmark and the JavaScript budget (tools/scripts/lib/route-javascript.mjs) read this file to tell
// shared libraries from an app's own code.
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);
const FILE = 'shared-chunks.json';

class SharedChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          const groups = new Set();
          const visit = (group) => {
            if (!group || groups.has(group)) return;
            groups.add(group);
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const child of group.childrenIterable) visit(child);
          };
          for (const module of compilation.modules) {
            if (!SHARED_MODULE_TYPES.has(module.type)) continue;
            for (const block of module.blocks) visit(compilation.chunkGraph.getBlockChunkGroup(block));
          }
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify([...files].sort(), null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { SharedChunksPlugin, SHARED_CHUNKS_FILE: FILE };
