import type { MigrationInterface } from 'typeorm';

/**
 * A migration whose tables a projection owns now (ADR 0007): the projection's table function,
 * run by the migrate step after the migrations, creates them and adds what later versions added.
 * The class stays so the list of applied migrations reads as it did; on a database that ran it
 * before, its tables are already there and the table function leaves them as they are.
 */
export abstract class MovedToProjection implements MigrationInterface {
  abstract readonly name: string;

  public async up(): Promise<void> {
    // Nothing: the owning projection creates the tables.
  }

  public async down(): Promise<void> {
    // Nothing: the tables are the projection's; a rebuild or the projection drops them.
  }
}
