/** Names longer than this are cut in cards and lists (spec 9). */
export const NAME_MAX_LENGTH = 21;

/** 'Maximilian Mustermann-Schmidt' → 'Maximilian Mustermann…' */
export function truncateName(name: string, maxLength = NAME_MAX_LENGTH): string {
  if (name.length <= maxLength) {
    return name;
  }
  // Trim so the ellipsis never follows a dangling space.
  return `${name.slice(0, maxLength).trimEnd()}…`;
}

/** At most `visible` entries, the rest counted: 'Audi, BMW +3 Weitere' (spec 9). */
export function formatShortList(items: readonly string[], visible = 2): string {
  const shown = items.slice(0, visible).join(', ');
  const hidden = items.length - visible;
  return hidden > 0 ? `${shown} +${hidden} Weitere` : shown;
}
