/**
 * A cache key for a parsed request: object keys sorted and lists sorted, so `fuel_type=a,b` and
 * `fuel_type=b&fuel_type=a` share one entry. Only for parsed requests whose lists are sets.
 */
export function cacheKey(value: unknown): string {
  return JSON.stringify(normalise(value));
}

function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise).sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, normalise((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
