import type { ExplorerOptions } from '../support/explorer.js';
import {
  DESKTOP,
  type ExplorerSession,
  joinSharedSession,
  PHONE,
  type RuntimeConfigSeen,
  startSession,
} from '../support/session.js';

export { DESKTOP, PHONE, type RuntimeConfigSeen };

/** The shared session, whose `api` answers the raw response: the shell tests look at statuses and headers. */
export type ShellSession = Omit<ExplorerSession, 'api'> & { api(path: string): Promise<Response> };

/** `poxscan start` on free ports and a Chromium to visit it, for one test file. */
export async function startShellSession(options: ExplorerOptions = {}): Promise<ShellSession> {
  const session = await startSession(options);
  return { ...session, api: session.request };
}

/** The run's shared `--traffic high` explorer (support/shared-explorer.ts) and a Chromium of this file's own. */
export async function joinSharedShellSession(): Promise<ShellSession> {
  const session = await joinSharedSession();
  return { ...session, api: session.request };
}
