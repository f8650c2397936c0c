import { DealsReadModel1763700000031 } from '@autoleasing/infra/db/migrations/1763700000031-deals-read-model';
import { READ_MODEL_COLUMNS } from '@autoleasing/infra/db/migrations/1763700000090-order-numbers-and-reservations';
import { createDealsTables } from './deals.tables';

/** The migration creates the read model early; it must stay the projection's own statements. */
describe('deals tables', () => {
  it('are created by the migration exactly as by the projection', async () => {
    const normalise = (sql: string) => sql.replace(/\s+/g, ' ').trim();
    const fromProjection: string[] = [];
    await createDealsTables({ query: async (sql: string) => void fromProjection.push(normalise(sql)) } as never);
    const fromMigration: string[] = [];
    await new DealsReadModel1763700000031().up({ query: async (sql: string) => void fromMigration.push(normalise(sql)) } as never);
    // Issue 17's order number column, added by a later migration.
    fromMigration.push(...READ_MODEL_COLUMNS.filter((sql) => / deals /.test(sql)).map(normalise));
    expect(fromMigration).toEqual(fromProjection);
  });
});
