import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Path relative to the source root, with forward slashes. */
  path: string;
  text: string;
}

/** Which files of the source root count: code only (tests may reach anywhere). */
export function isCodeFile(relativePath: string): boolean {
  return /\.ts$/.test(relativePath) && !/\.(spec|e2e-spec)\.ts$/.test(relativePath);
}

export function readSources(root: string): SourceFile[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter(isCodeFile)
    .map((file) => ({ path: file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
}

/** The folder a file belongs to (`auth/x.ts` → `auth`); a file at the root is its own node (`app.module.ts`). */
export function nodeOf(relativePath: string): string {
  return relativePath.split('/')[0];
}

/** Every module a file imports, exports from, requires or dynamically imports, type-only imports included. */
export function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** One import from a folder (or root file) into another: the edge and the file that makes it. */
export interface FolderImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

export function folderImports(files: SourceFile[]): FolderImport[] {
  const edges: FolderImport[] = [];
  for (const file of files) {
    for (const specifier of importsOf(file.text)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier));
      if (target.startsWith('..')) continue;
      const from = nodeOf(file.path);
      const to = nodeOf(target.endsWith('.ts') ? target : `${target}.ts`);
      if (from !== to) edges.push({ from, to, file: file.path, specifier });
    }
  }
  return edges;
}

/** The groups of folders that import each other in a circle (strongly connected components larger than one). */
export function folderCycles(edges: FolderImport[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from)?.add(to);
  }
  // Tarjan's algorithm.
  let next = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    lowLink.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const neighbour of graph.get(node) ?? []) {
      if (!index.has(neighbour)) {
        visit(neighbour);
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, lowLink.get(neighbour) ?? 0));
      } else if (onStack.has(neighbour)) {
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, index.get(neighbour) ?? 0));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** A readable report of a cycle: every import between its folders, with the file that makes it. */
export function describeCycle(cycle: string[], edges: FolderImport[]): string {
  const members = new Set(cycle);
  const lines = edges
    .filter((edge) => members.has(edge.from) && members.has(edge.to))
    .map((edge) => `  ${edge.from} → ${edge.to}: ${edge.file} imports '${edge.specifier}'`);
  return [`${cycle.join(' ⇄ ')}`, ...[...new Set(lines)].sort()].join('\n');
}
