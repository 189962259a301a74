import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORTS } from './ports';

/** The shell's build served by nginx with the images' configuration; its manifest is a file the tests rewrite. */
export const NGINX_SHELL_ORIGIN = `http://localhost:${E2E_PORTS.shellOnNginx}`;
/** A CDN (nginx, same configuration) serving board/<version>/ folders. */
export const CDN_ORIGIN = `http://localhost:${E2E_PORTS.cdn}`;

export interface CdnFolders {
  /** The folder the CDN serves: board/1.0.0/ (the board's build) and whatever a test adds. */
  cdnRoot: string;
  /** The nginx shell's run-time files (module-federation.manifest.json, app-config.json), as an image writes them. */
  runtimeDir: string;
}

/** Set by support/global-setup.ts for the test workers. */
export function cdnFolders(): CdnFolders {
  const cdnRoot = process.env.E2E_CDN_ROOT;
  const runtimeDir = process.env.E2E_NGINX_SHELL_RUNTIME_DIR;
  if (!cdnRoot || !runtimeDir) throw new Error('E2E_CDN_ROOT is not set (see support/global-setup.ts)');
  return { cdnRoot, runtimeDir };
}

export const boardVersionDir = (cdnRoot: string, version: string) => join(cdnRoot, 'board', version);
export const boardVersionUrl = (version: string) => `${CDN_ORIGIN}/board/${version}/mf-manifest.json`;

/** Rewrites the nginx shell's manifest: the board from the CDN at `boardVersion`, the other remotes as usual. */
export function pointShellAtBoard(runtimeDir: string, boardVersion: string): void {
  const remote = (port: number) => `http://localhost:${port}/mf-manifest.json`;
  const manifest = {
    marketing: remote(E2E_PORTS.marketing),
    board: boardVersionUrl(boardVersion),
    messages: remote(E2E_PORTS.messages),
    settings: remote(E2E_PORTS.settings),
  };
  writeFileSync(join(runtimeDir, 'module-federation.manifest.json'), JSON.stringify(manifest, null, 2));
}
