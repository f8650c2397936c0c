import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsAmount } from '../../../../common/http/is-amount.decorator';
import { CENTS_MAX } from '../../shared/amount-limits';

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
   * Checked by the handler and the decider, not here: a value that is no whole number of cents
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
