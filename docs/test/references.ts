import fs from 'node:fs';
import path from 'node:path';

export const WORKSPACE_ROOT = path.join(__dirname, '../..');

/** Where the repository's own files are: everything the docs check reads (generated and installed files aside). */
const SCANNED_ROOTS = ['apps', 'libs', 'tools', 'docker', 'docs', 'README.md'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.nx', '.data', 'coverage', 'test-results', 'tmp']);
/** Code, configuration and prose; not the texts for people (locales), which may quote a law's "§ 5". */
const SCANNED_FILE = /(\.(ts|tsx|js|jsx|mjs|cjs|md|yml|yaml|conf|html|sh)|Dockerfile)$/;

/** A citation of a document outside the repository, each with what to write instead. */
const EXTERNAL_CITATIONS: { pattern: RegExp; what: string }[] = [
  { pattern: /\b(document|doc|Dokument) [12]\b/i, what: 'the external spec ("document 1")' },
  {
    pattern: /\bspec(ification)?\s+(doc(ument)?\s*[12]?,?\s*)?(section|§)/i,
    what: 'the external spec ("spec section")',
  },
  { pattern: /\bthe spec\b|\bspec's\b|\bspec'd\b/i, what: 'the external spec ("the spec\'s rules")' },
  // A law's section is written with a space ("§ 5 DDG"), the spec's without ("§2").
  { pattern: /§\d/, what: 'a section of the external spec ("§2")' },
  { pattern: /(?<![\w.-])\/(home|Users)\/\w/, what: "a path on a developer's machine" },
  { pattern: /(?<![\w.-])\/work\/shared\b/, what: "a path on a developer's machine" },
  { pattern: /\bdesign file\b|\bdesign\/screens\.md\b/i, what: 'the design file outside the repository' },
];

export interface Finding {
  file: string;
  line: number;
  problem: string;
}

/** Every scanned file of the workspace, relative to its root. */
export function workspaceFiles(): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(WORKSPACE_ROOT, relative);
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isFile()) {
      if (SCANNED_FILE.test(relative)) files.push(relative);
      return;
    }
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
      walk(path.join(relative, entry.name));
    }
  };
  SCANNED_ROOTS.forEach(walk);
  // This check's own samples and patterns name what they refuse.
  return files.filter((file) => !file.startsWith(`docs${path.sep}test${path.sep}`));
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(page: string): Set<string> {
  const text = fs.readFileSync(page, 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(match[1])));
}

/** A cited docs/ page that does not exist, or a section of it that does not. */
function brokenDocsReference(citation: string): string | null {
  const [page, anchor] = citation.split('#');
  const file = path.join(WORKSPACE_ROOT, page);
  if (!fs.existsSync(file)) return `cites ${page}, which does not exist`;
  if (anchor && !anchorsOf(file).has(anchor)) return `cites ${citation}, but ${page} has no such section`;
  return null;
}

/** What is wrong with the citations in one file's text. */
export function citationProblems(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, what } of EXTERNAL_CITATIONS)
      if (pattern.test(line))
        findings.push({ file, line: index + 1, problem: `cites ${what}: point to docs/ instead` });
    for (const match of line.matchAll(/(?<![\w-])docs\/[\w-]+\.md(#[\w-]+)?/g)) {
      const problem = brokenDocsReference(match[0]);
      if (problem) findings.push({ file, line: index + 1, problem });
    }
  });
  return findings;
}
