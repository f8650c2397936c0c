import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalogue1763700000003 implements MigrationInterface {
  name = 'Catalogue1763700000003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT 1');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT 1');
  }
}
