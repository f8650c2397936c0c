import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * The contract of web/src/entry-server.tsx (built by `vite build --ssr` into web/dist-server).
 * The API may not import the web's sources (dependency rules), so it loads the built file and
 * states here what it expects of it.
 */
export interface RenderRequest {
  url: string;
  origin: string;
  cookie: string;
  template: string;
  fetch: typeof fetch;
}

export type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: Readable; onError: (listener: (error: unknown) => void) => void };

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}

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
