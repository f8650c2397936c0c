import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Paths the API owns; everything else may be a page of the web app. */
const SERVER_PREFIXES = ['/api/', '/api', '/fe-api/', '/newsletter/', '/callbacks/', '/dev/'];

export function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/**
 * Requests for a file (a built asset, a source map, robots.txt …) are never pages: when the file
 * does not exist they are a real 404, not the HTML shell (issue 18: no soft 404s for assets).
 */
export function isFileRequest(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}

/** Source maps stay on the build machine: they are never served, even when a build emitted them. */
export function isSourceMap(pathname: string): boolean {
  return pathname.endsWith('.map');
}

/** The built web app (WEB_DIST_DIR, else web/dist), served by the API so one port serves everything. */
export function webDistDir(configured?: string): string {
  return configured ?? path.resolve(__dirname, '../../../../web/dist');
}

export function loadWebIndex(dir = webDistDir()): string | null {
  const file = path.join(dir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}
