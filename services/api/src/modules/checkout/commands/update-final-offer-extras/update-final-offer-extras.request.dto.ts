import { DELIVERY_OPTIONS, EXTRA_NAMES, LOGISTICS_CHOICES, type DeliveryOption, type ExtraName, type LogisticsChoice } from '@autoleasing/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';

/** Exactly one of the fields (checked in the handler). `logistics: null` clears the choice. */
export class UpdateFinalOfferExtrasDto {
  @ApiPropertyOptional({ enum: EXTRA_NAMES }) @IsOptional() @IsIn(EXTRA_NAMES) readonly extra_id?: ExtraName;
  @ApiPropertyOptional({ enum: LOGISTICS_CHOICES, nullable: true })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsIn(LOGISTICS_CHOICES)
  readonly logistics?: LogisticsChoice | null;
  @ApiPropertyOptional({ enum: DELIVERY_OPTIONS }) @IsOptional() @IsIn(DELIVERY_OPTIONS) readonly delivery_option?: DeliveryOption;
}
