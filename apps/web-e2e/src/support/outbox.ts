import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The links of one kind (e.g. '/reset-password') mailed to `email`, oldest first, read from the API's local
 * outbox: the browser tests run without SMTP, so the API appends every mail to DATA_DIR/outbox.jsonl.
 */
export function mailedLinks(email: string, path: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see support/global-setup.ts)');
  const outbox = join(dataDir, 'outbox.jsonl');
  if (!existsSync(outbox)) return [];
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`);
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((mail) => mail.to === email)
    .map((mail) => link.exec(mail.text)?.[0] ?? '');
}
