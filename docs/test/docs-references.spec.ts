import fs from 'node:fs';
import path from 'node:path';
import { citationProblems, headingAnchor, WORKSPACE_ROOT, workspaceFiles } from './references';

const problemsOf = (text: string) => citationProblems('sample.ts', text).map((finding) => finding.problem);

describe('citations in the repository (docs/README.md)', () => {
  describe('on samples', () => {
    it.each([
      ['/** The project list (document 1 §2 Projects list). */'],
      ['// Spec document 2, section 9: 1 s.'],
      ['/** The public header hides past this many pixels (spec section 9). */'],
      ['/** One changed field per call (spec §7). */'],
      ['{/* client-visible unless a team member chooses internal (spec doc 2, §7). */}'],
      ['| Focus mode | `sortTasksForFocus` | doc 1 §4; doc 2 §9 |'],
      ['How a screen puts these together: `/work/shared/design/screens.md`.'],
      ['// see /home/anna/taskflow-spec/1-product.md'],
      ['// see /Users/anna/Desktop/design.pdf'],
      ['/** As the design file shows it. */'],
      ["/** Step 1 of the spec's two-step registration. */"],
      ["it('uses the spec timings', () => {"],
    ])('refuses %s', (line) => {
      expect(problemsOf(line)).not.toEqual([]);
    });

    it('refuses a docs/ page that does not exist, and a section a page does not have', () => {
      expect(problemsOf('/** See docs/no-such-page.md. */')).toEqual([
        'cites docs/no-such-page.md, which does not exist',
      ]);
      expect(problemsOf('/** See docs/product-rules.md#no-such-section. */')).toEqual([
        'cites docs/product-rules.md#no-such-section, but docs/product-rules.md has no such section',
      ]);
    });

    it.each([
      ['/** The project list (docs/screens-and-routes.md#board). */'],
      ['See [the codes](../../docs/error-codes.md#field-codes).'],
      ['"title": "Information according to § 5 DDG"'],
      ['TaskFlow is aimed at businesses within the meaning of § 14 BGB.'],
      ['// libs/work/comments/src/lib/sample.ts'],
    ])('accepts %s', (line) => {
      expect(problemsOf(line)).toEqual([]);
    });

    it('makes anchors as GitHub does', () => {
      expect(headingAnchor('Board (remote `board`, base `/dashboard`)')).toBe('board-remote-board-base-dashboard');
      expect(headingAnchor('Authority: no one gives more than they hold')).toBe(
        'authority-no-one-gives-more-than-they-hold',
      );
    });
  });

  it('finds the source files, READMEs and docs', () => {
    const files = workspaceFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/README.md',
        'apps/board/src/app/board-routes.ts',
        'libs/shared/ui/README.md',
      ]),
    );
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
  });

  it('no file cites a document outside the repository, and every docs/ page and section cited exists', () => {
    const findings = workspaceFiles()
      .flatMap((file) => citationProblems(file, fs.readFileSync(path.join(WORKSPACE_ROOT, file), 'utf8')))
      .map(({ file, line, problem }) => `${file}:${line} ${problem}`);
    expect(findings).toEqual([]);
  });
});
