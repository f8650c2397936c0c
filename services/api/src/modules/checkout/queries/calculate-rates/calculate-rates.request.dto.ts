import { ALLOWED_KM_PER_YEAR, ALLOWED_MONTHS, CUSTOMER_GROUPS, type CustomerGroup } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsObject, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { IsAmount } from '../../../../common/http/is-amount.decorator';
import { CENTS_MAX } from '../../shared/amount-limits';

/** The final_offer of POST /api/v1/rates_calculation: list_price and downpayment in EUROS. */
export class RatesCalculationOfferDto {
  @ApiProperty({ enum: ALLOWED_KM_PER_YEAR }) @IsIn(ALLOWED_KM_PER_YEAR) readonly km_per_year!: number;
  @ApiProperty({ enum: ALLOWED_MONTHS }) @IsIn(ALLOWED_MONTHS) readonly months!: number;
  @ApiProperty() @IsUUID() readonly final_car_model_id!: string;
  @ApiPropertyOptional() @IsOptional() @IsAmount(2) @Min(0) @Max(CENTS_MAX / 100) readonly list_price?: number;
  @ApiPropertyOptional() @IsOptional() @IsAmount(2) @Min(0) @Max(CENTS_MAX / 100) readonly downpayment?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) @Max(10000) readonly fleet_size?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() readonly stock_car?: boolean;
  @ApiProperty() @IsUUID() readonly car_spec_id!: string;
  @ApiProperty({ enum: CUSTOMER_GROUPS }) @IsIn(CUSTOMER_GROUPS) readonly customer_group!: CustomerGroup;
  @ApiPropertyOptional() @IsOptional() @IsUUID() readonly id?: string;
}

export class RatesCalculationDto {
  @ApiProperty({ type: RatesCalculationOfferDto }) @IsDefined() @IsObject() @ValidateNested() @Type(() => RatesCalculationOfferDto) readonly final_offer!: RatesCalculationOfferDto;
}
