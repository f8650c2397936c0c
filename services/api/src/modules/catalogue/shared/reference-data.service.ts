import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { CatalogueVersion } from '../../../common/consistency/catalogue-version.service';

export interface ManufacturerRef { id: string; slug: string; name: string }
export interface CarSeriesRef { id: string; manufacturerId: string; name: string; slug: string; bodyType: string }
export interface CarModelRef { id: string; carSeriesId: string; name: string; trimLevel: string; engineName: string }

export interface ReferenceSnapshot {
  manufacturers: Map<string, ManufacturerRef>;
  manufacturerBySlug: Map<string, ManufacturerRef>;
  series: Map<string, CarSeriesRef>;
  seriesBySlug: Map<string, CarSeriesRef[]>;
  models: Map<string, CarModelRef>;
}

/**
 * Reference data changes rarely (brands, series, models: a few hundred rows). It is reloaded when
 * the catalogue version moves on, and after this long while no version can be trusted.
 */
const MAX_AGE_MS = 60_000;
/** A miss (a model added a moment ago) reloads at most this often, so unknown ids cannot hammer the database. */
const MISS_RELOAD_MS = 1_000;

/**
 * Brands, series and models held in memory: searches resolve slugs to ids and name their results
 * without joining three tables per row, which keeps the hot path to one index scan.
 */
@Injectable()
export class ReferenceDataService {
  private snapshot: ReferenceSnapshot | null = null;
  private loadedAt = 0;
  private loadedVersion: number | null = null;
  private loading: Promise<ReferenceSnapshot> | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly version: CatalogueVersion,
  ) {}

  async get(): Promise<ReferenceSnapshot> {
    if (this.snapshot && this.isCurrent()) return this.snapshot;
    return this.reload();
  }

  private isCurrent(): boolean {
    const version = this.version.current();
    return version === null ? Date.now() - this.loadedAt < MAX_AGE_MS : version === this.loadedVersion;
  }

  /** The snapshot, reloaded first when it lacks a model id that the database just returned. */
  async withModels(modelIds: Iterable<string>): Promise<ReferenceSnapshot> {
    const snapshot = await this.get();
    for (const id of modelIds) {
      if (!snapshot.models.has(id) && Date.now() - this.loadedAt > MISS_RELOAD_MS) return this.reload();
    }
    return snapshot;
  }

  /** Slugs may name brands or series created since the last load; reload once before saying none. */
  async withSlugs(manufacturerSlugs: string[], seriesSlugs: string[]): Promise<ReferenceSnapshot> {
    const snapshot = await this.get();
    const missing =
      manufacturerSlugs.some((s) => !snapshot.manufacturerBySlug.has(s)) || seriesSlugs.some((s) => !snapshot.seriesBySlug.has(s));
    return missing && Date.now() - this.loadedAt > MISS_RELOAD_MS ? this.reload() : snapshot;
  }

  private reload(): Promise<ReferenceSnapshot> {
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  private async load(): Promise<ReferenceSnapshot> {
    // Read before the queries: a change during the load leaves the snapshot marked as old.
    const version = this.version.current();
    const [manufacturers, series, models] = await Promise.all([
      this.pool.query<ManufacturerRef>('SELECT id, slug, name FROM manufacturers'),
      this.pool.query<CarSeriesRef>(
        'SELECT id, manufacturer_id AS "manufacturerId", name, seo_slug AS slug, body_type AS "bodyType" FROM car_series',
      ),
      this.pool.query<CarModelRef>(
        'SELECT id, car_series_id AS "carSeriesId", name, trim_level AS "trimLevel", engine_name AS "engineName" FROM car_models',
      ),
    ]);
    const seriesBySlug = new Map<string, CarSeriesRef[]>();
    for (const s of series.rows) seriesBySlug.set(s.slug, [...(seriesBySlug.get(s.slug) ?? []), s]);
    this.snapshot = {
      manufacturers: new Map(manufacturers.rows.map((m) => [m.id, m])),
      manufacturerBySlug: new Map(manufacturers.rows.map((m) => [m.slug, m])),
      series: new Map(series.rows.map((s) => [s.id, s])),
      seriesBySlug,
      models: new Map(models.rows.map((m) => [m.id, m])),
    };
    this.loadedAt = Date.now();
    this.loadedVersion = version;
    return this.snapshot;
  }
}
