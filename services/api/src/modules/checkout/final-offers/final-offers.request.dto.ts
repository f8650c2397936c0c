import { ALLOWED_KM_PER_YEAR, ALLOWED_MONTHS, CUSTOMER_GROUPS, type CustomerGroup } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsBoolean, IsDefined, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsAmount } from '../../../common/http/is-amount.decorator';

const CENTS_MAX = 100_000_000_00;

/**
 * PATCH /api/v1/checkout/final_offers/{id}: cents (the downpayment is the typed euros × 100);
 * `custom_list_price` in EUROS (no `_cents`: the money convention of contracts/checkout/api.ts).
 */
export class UpdateFinalOfferDto {
  @ApiPropertyOptional({ description: 'Listenpreis in Euro (brutto für Privat-, netto für Geschäftskunden)' })
  @IsOptional()
  @IsAmount(2)
  @Min(0)
  @Max(CENTS_MAX / 100)
  readonly custom_list_price?: number;
  /**
   * Checked by the controller and the decider, not here: a value that is no whole number of cents
   * between 0 and the banks' maximum is a 422 whose message names the maximum (it depends on the
   * deal's list price), not a generic 400.
   */
  @ApiPropertyOptional({ description: 'Anzahlung in Cent, 0 bis 30 % des Listenpreises' }) @IsOptional() @Allow() readonly downpayment_cents?: unknown;
  @ApiPropertyOptional() @IsOptional() @IsInt() readonly finance_rate_cents?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) readonly service_rate_cents?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) readonly insurance_rate_cents?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) readonly price_in_cents_per_extra_km?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) readonly discount_in_cents_per_untapped_km?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() readonly extras_agb_consent?: boolean;
}

export class RestartFinalOfferDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) readonly s3_key?: string;
}

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
