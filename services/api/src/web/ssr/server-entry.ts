import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ServerRenderEntry } from '@autoleasing/contracts';

/** What the API expects of the built web/src/entry-server.tsx (contracts: ServerRenderEntry). */
export type ServerEntry = ServerRenderEntry<Readable>;

/** web/dist-server beside web/dist (WEB_SSR_DIR overrides it, as WEB_DIST_DIR does web/dist). */
export function serverEntryFile(webDist: string, ssrDir?: string): string {
  return path.join(ssrDir ?? path.join(webDist, '..', 'dist-server'), 'entry-server.cjs');
}

export function loadServerEntry(webDist: string, ssrDir?: string): ServerEntry | null {
  const file = serverEntryFile(webDist, ssrDir);
  if (!existsSync(file)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file found at run time
  return require(file) as ServerEntry;
}
