/** A person-readable device name from a user agent ("Firefox unter Linux"); the raw text when unknown. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unbekanntes Gerät';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.slice(0, 80);
  if (!system) return browser as string;
  return browser ? `${browser} unter ${system}` : system;
}

// Order matters: Edge and Opera also name Chrome, Chrome also names Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];
