import type { ComponentType } from 'react';
import type { NamespaceTexts } from '@taskflow/i18n';
import type { RouteTable } from './route-table';

/**
 * What every remote exposes as './Routes': its pages (the default export, rendered below the
 * area it is mounted at), the route table they are rendered from, and its texts.
 */
export interface RemoteRoutesModule {
  default: ComponentType;
  routes: RouteTable;
  texts: readonly NamespaceTexts[];
}

/**
 * What a remote may expose as './TopBar': a small part of the shell's top bar shown on every signed-in page (the
 * default export; the board's running timer) and the texts it needs, apart from the remote's pages, so that pages of
 * other remotes load only this.
 */
export interface RemoteTopBarModule {
  default: ComponentType;
  texts: readonly NamespaceTexts[];
}

/** Throws unless the loaded module keeps the contract. */
export function assertRemoteRoutesModule(name: string, module: unknown): asserts module is RemoteRoutesModule {
  const candidate = module as Partial<RemoteRoutesModule> | null | undefined;
  if (typeof candidate?.default !== 'function' && typeof candidate?.default !== 'object') {
    throw new Error(`Remote "${name}" exposes no Routes component`);
  }
  if (!Array.isArray(candidate.routes)) throw new Error(`Remote "${name}" exposes no route table`);
  if (!Array.isArray(candidate.texts)) throw new Error(`Remote "${name}" exposes no texts`);
}

/** Throws unless the loaded module keeps the top bar's contract. */
export function assertRemoteTopBarModule(name: string, module: unknown): asserts module is RemoteTopBarModule {
  const candidate = module as Partial<RemoteTopBarModule> | null | undefined;
  if (typeof candidate?.default !== 'function' && typeof candidate?.default !== 'object') {
    throw new Error(`Remote "${name}" exposes no top bar component`);
  }
  if (!Array.isArray(candidate.texts)) throw new Error(`Remote "${name}" exposes no top bar texts`);
}
