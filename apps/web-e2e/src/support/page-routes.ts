import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoRole } from './session';

/**
 * Every page of the product, read from the sources the shell routes by: its own routes (App.tsx), and each remote's
 * route table (apps/<remote>/src/app/<remote>-routes.ts) at the area App.tsx mounts it. A page added to a table is
 * visited by the checks that use this list without anyone touching them.
 */
const appsDir = join(__dirname, '../../..');
const source = (path: string) => readFileSync(join(appsDir, path), 'utf8');

export type Visitor = DemoRole | 'visitor';

export interface PageRoute {
  /** Absolute path pattern, e.g. /dashboard/projects/:projectId. */
  pattern: string;
  /** Who may open it; signed-in pages without a rule are open to every signed-in user. */
  openTo: readonly Visitor[];
}

interface TableEntry {
  path: string;
  allowedUserTypes?: DemoRole[];
}

const SIGNED_IN: readonly DemoRole[] = ['admin', 'team', 'client'];

/** The entries of a remote's exported route table: each `path` and its `allowedUserTypes`. */
export function readRouteTable(remote: string): TableEntry[] {
  const text = source(`${remote}/src/app/${remote}-routes.ts`);
  const table = text.slice(text.search(/export const \w+Routes: RouteTable = \[/));
  // Each entry starts with its path; the text up to the next entry's path holds its other fields.
  const starts = [...table.matchAll(/\{\s*path: '([^']*)'/g)];
  return starts.map((start, index) => {
    const fields = table.slice(start.index, starts[index + 1]?.index ?? table.length);
    const allowed = /allowedUserTypes: \[([^\]]*)\]/.exec(fields)?.[1];
    return {
      path: start[1],
      allowedUserTypes: allowed ? ([...allowed.matchAll(/'(\w+)'/g)].map(([, type]) => type) as DemoRole[]) : undefined,
    };
  });
}

/** Where App.tsx mounts each remote: `{ messages: '/dashboard/messages', board: '/dashboard', marketing: '' }`. */
function remoteAreas(): { area: string; remote: string; signedIn: boolean }[] {
  const app = source('shell/src/app/App.tsx');
  const signedInFrom = app.indexOf('<SignedInLayout');
  const publicFrom = app.indexOf('<PublicArea');
  return [...app.matchAll(/path="([^"]*)\/\*" element=\{<RemoteRoutes name="(\w+)" \/>\}/g)].map((match) => ({
    area: match[1],
    remote: match[2],
    signedIn: match.index > signedInFrom && (publicFrom < signedInFrom || match.index < publicFrom),
  }));
}

/** The shell's own public pages (/login, /register, …), with no remote behind them. */
function shellPages(): string[] {
  return [...source('shell/src/app/App.tsx').matchAll(/path="(\/[\w/-]+)" element/g)].map(([, path]) => path);
}

export function pageRoutes(): PageRoute[] {
  const routes: PageRoute[] = shellPages().map((pattern) => ({ pattern, openTo: ['visitor'] }));
  for (const { area, remote, signedIn } of remoteAreas()) {
    for (const entry of readRouteTable(remote)) {
      routes.push({
        pattern: entry.path ? `${area}/${entry.path}` : area || '/',
        openTo: signedIn ? (entry.allowedUserTypes ?? SIGNED_IN) : ['visitor'],
      });
    }
  }
  return routes;
}

/** The route's address with its parameters filled in; a parameter without a value is an error, never skipped. */
export function fillPattern(pattern: string, ids: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`No demo id for :${name} of ${pattern}: add where it comes from to the check`);
    return id;
  });
}
