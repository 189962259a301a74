import { execFileSync } from 'node:child_process';
import path from 'node:path';

const WORKSPACE_ROOT = path.join(__dirname, '../../../..');

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints each sample as if it were the given file of the workspace, with the real eslint.config.mjs. */
export function lintSamples(samples: Record<string, string>): Record<string, LintMessage[]> {
  const output = execFileSync(
    process.execPath,
    [path.join(WORKSPACE_ROOT, 'tools/scripts/lint-samples.mjs'), WORKSPACE_ROOT],
    {
      input: JSON.stringify(samples),
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Record<string, LintMessage[]>;
}
