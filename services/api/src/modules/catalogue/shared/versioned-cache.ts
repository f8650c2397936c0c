/**
 * An in-process cache of catalogue answers, valid for one version of the catalogue data
 * (CatalogueVersion): when the version moves on, every entry is dropped; when no version can be
 * trusted (null), every call loads. Entries are evicted least recently used first at the cap.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, Promise<V>>();
  private version: number | null = null;

  constructor(
    private readonly currentVersion: () => number | null,
    private readonly maxEntries: number,
  ) {}

  /** Concurrent misses for one key share one load; a failed load is not kept. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const version = this.currentVersion();
    if (version === null || this.maxEntries <= 0) return load();
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used goes to the end of the insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const value = load();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
