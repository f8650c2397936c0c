import { UUID_PATTERN } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Matches } from 'class-validator';

/** PATCH /api/v1/dealers/{id}/discount_layouts (spec 7.1, 4.8). */
export class ChangeLayoutRequestDto {
  @ApiProperty({ format: 'uuid' })
  @Matches(UUID_PATTERN)
  readonly manufacturer_id!: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt()
  readonly number_additional_discounts!: number;

  @ApiProperty({ required: false, description: 'Die letzte Spalte wird entfernt und ihre Werte gelöscht.' })
  @IsOptional()
  @IsBoolean()
  readonly removing?: boolean;
}
