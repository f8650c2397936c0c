import { ALLOWED_KM_PER_YEAR, ALLOWED_MONTHS, DELIVERY_OPTIONS, FINANCE_SELECTIONS, type DeliveryOption, type FinanceSelection } from '@autoleasing/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

/** PATCH /api/v1/checkout/deals/{id}: the configurator. */
export class UpdateDealDto {
  @ApiPropertyOptional({ enum: ALLOWED_MONTHS }) @IsOptional() @IsIn(ALLOWED_MONTHS) readonly months?: number;
  @ApiPropertyOptional({ enum: ALLOWED_KM_PER_YEAR }) @IsOptional() @IsIn(ALLOWED_KM_PER_YEAR) readonly km_per_year?: number;
  @ApiPropertyOptional({ enum: DELIVERY_OPTIONS }) @IsOptional() @IsIn(DELIVERY_OPTIONS) readonly delivery_option?: DeliveryOption;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() readonly insurance_enabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() readonly service_package?: boolean;
  @ApiPropertyOptional({ enum: FINANCE_SELECTIONS }) @IsOptional() @IsIn(FINANCE_SELECTIONS) readonly finance_selection?: FinanceSelection;
}
