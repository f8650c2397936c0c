import {
  CUSTOMER_DEALS_MAX_PER_PAGE,
  CUSTOMER_DEALS_PER_PAGE,
  CUSTOMER_STATE_GROUPS,
  DEAL_MESSAGE_CATEGORIES,
  DEAL_MESSAGE_SOURCES,
  EXTRA_NAMES,
  type CustomerStateGroup,
  type DealMessageCategory,
  type DealMessageSource,
  type ExtraName,
} from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

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

export class CustomerMessageDto {
  @ApiProperty() @IsUUID('4', { message: 'Bitte wählen Sie eine Bestellung.' }) readonly deal_id!: string;
  @ApiProperty() @IsString() @IsNotEmpty({ message: 'Bitte geben Sie eine Nachricht ein.' }) @MaxLength(5000) readonly message!: string;
  @ApiProperty({ enum: DEAL_MESSAGE_CATEGORIES })
  @IsIn(DEAL_MESSAGE_CATEGORIES, { message: 'Bitte wählen Sie ein gültiges Thema.' })
  readonly category!: DealMessageCategory;
  @ApiProperty({ enum: DEAL_MESSAGE_SOURCES })
  @IsIn(DEAL_MESSAGE_SOURCES, { message: 'Bitte geben Sie eine gültige Herkunft der Nachricht an.' })
  readonly source!: DealMessageSource;
}

export class CustomerExtrasDto {
  @ApiProperty({ enum: EXTRA_NAMES })
  @IsIn(EXTRA_NAMES, { message: 'Bitte wählen Sie ein gültiges Extra.' })
  readonly extra_id!: ExtraName;
}
