// Adds <link rel="preload" as="script"> to the host's page for the files its start-up loads after main.js: the
// chunks behind main's asynchronous boundary (import('./bootstrap')) and, one level after another, the chunks of the
// shared modules they consume (React, the router, i18next…: the host's own copies, which it provides first). Without
// them the browser learns of each wave only once the one before has run. Lazily loaded parts (pages, the signed-in
// area) are not named: the public pages do not load them (docs/remote-preloading.md).
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The .js files the entry `entryName` loads before its start-up code runs, beyond the entry's own files: what
 * loadShare fetches is the chunk group of the module this build provides under the consumed share key.
 */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const entrypoint = compilation.entrypoints.get(entryName);
  const entryFiles = new Set(entrypoint.getFiles());
  const files = new Set();
  const groups = new Set();
  const visitBlocks = (module) => {
    for (const block of module?.blocks ?? []) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  const visitGroup = (group) => {
    if (!group || groups.has(group)) return;
    groups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js') && !entryFiles.has(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') visitBlocks(provided.get(module.options.shareKey) ?? module);
      }
    }
  };
  for (const module of chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) visitBlocks(module);
  return [...files].sort();
}

class StartupPreloadPlugin {
  constructor({ entry = 'main', publicPath = '/' } = {}) {
    this.entry = entry;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const links = startupFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${this.publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
