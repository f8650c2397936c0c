import { UUID_PATTERN } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsInt, IsObject, IsOptional, Matches, Min, ValidateNested } from 'class-validator';
import { TableScopeDto } from '../../shared/table-scope.dto';

/**
 * One edited row. Only the envelope is checked here; the cells go to the decider as sent, which
 * answers 422 with the problems per cell (spec 5.4: the server is authoritative).
 */
export class EditedDiscountRowDto {
  @ApiProperty({ format: 'uuid' })
  @Matches(UUID_PATTERN)
  readonly car_model_id!: string;

  @Allow() readonly base_discount?: unknown;
  @IsOptional() @IsArray() @ArrayMaxSize(5) readonly additional_discounts?: unknown[];
  @IsOptional() @IsArray() @ArrayMaxSize(2) readonly collected_discounts?: unknown[];
  @Allow() readonly order_absolute_bonus_cents?: unknown;
  @Allow() readonly bafa_manufacturer_included?: unknown;
  @Allow() readonly factory_delivery_cents?: unknown;
  @Allow() readonly dealer_delivery_cents?: unknown;
  @Allow() readonly delivery_time?: unknown;
  @Allow() readonly stock_discount_offset?: unknown;
  @Allow() readonly stock_absolute_bonus_cents?: unknown;
  @Allow() readonly available?: unknown;
  @Allow() readonly confirmed?: unknown;
}

/** POST /api/v1/dealers/{id}/discounts (spec 7.1): the main params, the table revision and the edited rows. */
export class SaveDiscountsRequestDto extends TableScopeDto {
  @ApiProperty({ description: 'Revision der Tabelle, auf der bearbeitet wurde (revision der GET-Antwort)' })
  @IsInt()
  @Min(-1)
  readonly revision!: number;

  @ApiProperty({ type: [EditedDiscountRowDto] })
  @IsArray()
  @ArrayMaxSize(10_000)
  @ValidateNested({ each: true })
  @IsObject({ each: true })
  @Type(() => EditedDiscountRowDto)
  readonly discounts!: EditedDiscountRowDto[];
}
