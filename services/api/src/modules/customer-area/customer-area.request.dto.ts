import {
  CUSTOMER_DEALS_MAX_PER_PAGE,
  CUSTOMER_DEALS_PER_PAGE,
  CUSTOMER_STATE_GROUPS,
  EXTRA_NAMES,
  type CustomerStateGroup,
  type ExtraName,
} from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { PostDealMessageDto } from '../checkout/commands/post-deal-message/post-deal-message.request.dto';

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

export class CustomerMessageDto extends PostDealMessageDto {
  @ApiProperty() @IsUUID('4', { message: 'Bitte wählen Sie eine Bestellung.' }) readonly deal_id!: string;
}

export class CustomerExtrasDto {
  @ApiProperty({ enum: EXTRA_NAMES })
  @IsIn(EXTRA_NAMES, { message: 'Bitte wählen Sie ein gültiges Extra.' })
  readonly extra_id!: ExtraName;
}
