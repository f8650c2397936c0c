import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EventStore1763700000001 implements MigrationInterface {
  name = 'EventStore1763700000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT 1');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT 1');
  }
}
