/** One uuid shape for every layer: ids that do not match cannot exist, so callers refuse them before any query. */
const UUID_BODY = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * A whole string that is a uuid (any letter case; PostgreSQL accepts both). Any uuid the database holds, not only
 * RFC 4122 versions 1–5 (some ids are md5-derived), which is why `@IsUUID()` is not enough. No `g` flag: `.test` keeps no state.
 */
export const UUID_PATTERN = new RegExp(`^${UUID_BODY}$`, 'i');

const UUID_AT_END = new RegExp(`(${UUID_BODY})$`, 'i');

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The uuid a page path or slug variation ends with ('golf-8-…-<uuid>'), lower case, or undefined. */
export function trailingUuid(text: string): string | undefined {
  return UUID_AT_END.exec(text)?.[1].toLowerCase();
}
