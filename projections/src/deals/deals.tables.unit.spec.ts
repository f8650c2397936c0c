import { DealsReadModel1763700000031 } from '@autoleasing/infra/db/migrations/1763700000031-deals-read-model';
import { createDealsTables } from './deals.tables';

/** The migration creates the read model early; it must stay the projection's own statements. */
describe('deals tables', () => {
  it('are created by the migration exactly as by the projection', async () => {
    const normalise = (sql: string) => sql.replace(/\s+/g, ' ').trim();
    const fromProjection: string[] = [];
    await createDealsTables({ query: async (sql: string) => void fromProjection.push(normalise(sql)) } as never);
    const fromMigration: string[] = [];
    await new DealsReadModel1763700000031().up({ query: async (sql: string) => void fromMigration.push(normalise(sql)) } as never);
    expect(fromMigration).toEqual(fromProjection);
  });
});
