import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Matches } from 'class-validator';

/** Any uuid the database holds (ids are not always RFC 4122 version 1–5, e.g. md5-derived ones). */
const ANY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PATCH /api/v1/dealers/{id}/discount_layouts (spec 7.1, 4.8). */
export class ChangeLayoutRequestDto {
  @ApiProperty({ format: 'uuid' })
  @Matches(ANY_UUID)
  readonly manufacturer_id!: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt()
  readonly number_additional_discounts!: number;

  @ApiProperty({ required: false, description: 'Die letzte Spalte wird entfernt und ihre Werte gelöscht.' })
  @IsOptional()
  @IsBoolean()
  readonly removing?: boolean;
}
