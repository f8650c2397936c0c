import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProjectionCheckpoints1763700000002 implements MigrationInterface {
  name = 'ProjectionCheckpoints1763700000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT 1');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT 1');
  }
}
