import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface DevelopmentJwtSecrets {
  jwtAccessSecret: string;
  jwtRefreshSecret: string;
}

export const DEVELOPMENT_SECRETS_FILE = 'secrets.json';

/**
 * Outside production, missing JWT secrets are generated once and kept in DATA_DIR/secrets.json,
 * so issued tokens stay valid across restarts.
 */
export function loadOrCreateDevelopmentJwtSecrets(dataDir: string): DevelopmentJwtSecrets {
  const file = path.join(dataDir, DEVELOPMENT_SECRETS_FILE);
  const existing = readSecrets(file);
  if (existing) return existing;

  const secrets: DevelopmentJwtSecrets = { jwtAccessSecret: randomSecret(), jwtRefreshSecret: randomSecret() };
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': when two processes start together, the first writer wins and the other reads its file.
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { flag: 'wx', mode: 0o600 });
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecrets(file) ?? secrets;
    throw error;
  }
}

function readSecrets(file: string): DevelopmentJwtSecrets | undefined {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = parseJson(content) as Partial<DevelopmentJwtSecrets> | undefined;
  if (typeof parsed?.jwtAccessSecret !== 'string' || typeof parsed.jwtRefreshSecret !== 'string') {
    throw new Error(`${file} is not a valid secrets file; delete it to generate new secrets`);
  }
  return { jwtAccessSecret: parsed.jwtAccessSecret, jwtRefreshSecret: parsed.jwtRefreshSecret };
}

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

function randomSecret(): string {
  return randomBytes(48).toString('base64url');
}
