import { CUSTOMER_DEALS_MAX_PER_PAGE, CUSTOMER_DEALS_PER_PAGE, CUSTOMER_STATE_GROUPS, type CustomerStateGroup } from '@autoleasing/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

const GROUP_VALUES = ['all', ...Object.keys(CUSTOMER_STATE_GROUPS)] as const;

export class DealListQueryDto {
  @ApiPropertyOptional({ enum: GROUP_VALUES, default: 'all' })
  @IsOptional()
  @IsIn(GROUP_VALUES, { message: 'Bitte wählen Sie eine gültige Gruppe.' })
  readonly group?: CustomerStateGroup | 'all';

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10000)
  readonly page?: number;

  @ApiPropertyOptional({ default: CUSTOMER_DEALS_PER_PAGE, minimum: 1, maximum: CUSTOMER_DEALS_MAX_PER_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(CUSTOMER_DEALS_MAX_PER_PAGE)
  readonly per_page?: number;
}
