import type { RemoteName } from '@taskflow/contracts';

/** Where the shell mounts a remote; the remote's route table is relative to it. */
export interface RemoteArea {
  base: string;
  /** Signed-in (dashboard) areas: before launch, a path outside the remote's table goes to /coming-soon. */
  dashboard: boolean;
}

export const REMOTE_AREAS: Record<RemoteName, RemoteArea> = {
  marketing: { base: '', dashboard: false },
  board: { base: '/dashboard', dashboard: true },
  messages: { base: '/dashboard/messages', dashboard: true },
  settings: { base: '/dashboard/settings', dashboard: true },
};
