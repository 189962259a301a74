// The HTML element behind each styled component (`const StyledCard = styled.article`…), so eslint-plugin-jsx-a11y
// checks <StyledCard onClick> as it checks <article onClick>: without it, the lint sees none of the product's markup.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE_ROOTS = ['apps', 'libs'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.nx', 'coverage']);
const DEFINITION = /const (Styled\w+) = styled(?:\.(\w+)|\((\w+)\))/g;

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function definitionsIn(text, known) {
  const found = {};
  for (const [, name, element, wrapped] of text.matchAll(DEFINITION)) {
    // styled(StyledOther) is known when StyledOther is; router links (styled(Link)) stay components: their address is
    // `to`, so the lint would take them for anchors without one.
    const resolved = element ?? known[wrapped];
    if (resolved) found[name] = resolved;
  }
  return found;
}

/**
 * ESLint settings for jsx-a11y: every styled component whose name means one element across the workspace (they are
 * imported from other files too), and per file the components it defines itself (a name two files give different
 * elements, such as StyledRow, is known only where it is defined).
 */
export function styledElementConfigs(workspaceRoot) {
  const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(workspaceRoot, root))).map((path) => ({
    path: relative(workspaceRoot, path),
    text: readFileSync(path, 'utf8'),
  }));
  const elementsByName = {};
  for (const { text } of files) {
    for (const [name, element] of Object.entries(definitionsIn(text, {}))) {
      (elementsByName[name] ??= new Set()).add(element);
    }
  }
  const shared = Object.fromEntries(
    Object.entries(elementsByName)
      .filter(([, elements]) => elements.size === 1)
      .map(([name, elements]) => [name, [...elements][0]]),
  );
  const perFile = files
    .map(({ path, text }) => ({ path, own: definitionsIn(text, shared) }))
    .filter(({ path, own }) => path.endsWith('.tsx') && Object.keys(own).length > 0)
    .map(({ path, own }) => ({
      files: [path],
      settings: { 'jsx-a11y': { components: { ...shared, ...own } } },
    }));
  return [{ files: ['**/*.tsx'], settings: { 'jsx-a11y': { components: shared } } }, ...perFile];
}
