import {
  ALLOWED_KM_PER_YEAR,
  DEAL_MESSAGE_CATEGORIES,
  DEAL_MESSAGE_SOURCES,
  type DealMessageCategory,
  type DealMessageSource,
  ALLOWED_MONTHS,
  ALL_CUSTOMER_STATES,
  DELIVERY_OPTIONS,
  EXTRA_NAMES,
  FINANCE_SELECTIONS,
  LOGISTICS_CHOICES,
  type DealCustomerState,
  type DeliveryOption,
  type ExtraName,
  type FinanceSelection,
  type LogisticsChoice,
} from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';

export class DealPropsDto {
  @ApiProperty() @IsUUID() readonly car_spec_id!: string;
  @ApiProperty({ enum: ALLOWED_MONTHS }) @IsIn(ALLOWED_MONTHS) readonly months!: number;
  @ApiProperty({ enum: ALLOWED_KM_PER_YEAR }) @IsIn(ALLOWED_KM_PER_YEAR) readonly km_per_year!: number;
  @ApiPropertyOptional({ enum: DELIVERY_OPTIONS }) @IsOptional() @IsIn(DELIVERY_OPTIONS) readonly delivery_option?: DeliveryOption;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() readonly insurance?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() readonly service_package?: boolean;
}

/** POST /api/v1/checkout/deals (spec 4.4). */
export class CreateDealDto {
  @ApiProperty({ type: DealPropsDto }) @IsDefined() @IsObject() @ValidateNested() @Type(() => DealPropsDto) readonly deal_props!: DealPropsDto;
  @ApiProperty() @IsBoolean() readonly force_create!: boolean;
}

/** PATCH /api/v1/checkout/deals/{id}: the configurator. */
export class UpdateDealDto {
  @ApiPropertyOptional({ enum: ALLOWED_MONTHS }) @IsOptional() @IsIn(ALLOWED_MONTHS) readonly months?: number;
  @ApiPropertyOptional({ enum: ALLOWED_KM_PER_YEAR }) @IsOptional() @IsIn(ALLOWED_KM_PER_YEAR) readonly km_per_year?: number;
  @ApiPropertyOptional({ enum: DELIVERY_OPTIONS }) @IsOptional() @IsIn(DELIVERY_OPTIONS) readonly delivery_option?: DeliveryOption;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() readonly insurance_enabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() readonly service_package?: boolean;
  @ApiPropertyOptional({ enum: FINANCE_SELECTIONS }) @IsOptional() @IsIn(FINANCE_SELECTIONS) readonly finance_selection?: FinanceSelection;
}

export class StatusUpdateDto {
  @ApiProperty({ enum: ALL_CUSTOMER_STATES }) @IsIn(ALL_CUSTOMER_STATES) readonly customer_state!: DealCustomerState;
  /** checkout_completed: the AGB version accepted on the summary page (TERMS_VERSIONS.agb). */
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(/^[A-Za-z0-9_-]{1,60}$/) readonly agb_version?: string;
  /** checkout_completed, b2c: the Widerrufsbelehrung version taken note of (TERMS_VERSIONS.withdrawal). */
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(/^[A-Za-z0-9_-]{1,60}$/) readonly withdrawal_version?: string;
}

/** Exactly one of the fields (checked in the controller). `logistics: null` clears the choice. */
export class UpdateFinalOfferExtrasDto {
  @ApiPropertyOptional({ enum: EXTRA_NAMES }) @IsOptional() @IsIn(EXTRA_NAMES) readonly extra_id?: ExtraName;
  @ApiPropertyOptional({ enum: LOGISTICS_CHOICES, nullable: true })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsIn(LOGISTICS_CHOICES)
  readonly logistics?: LogisticsChoice | null;
  @ApiPropertyOptional({ enum: DELIVERY_OPTIONS }) @IsOptional() @IsIn(DELIVERY_OPTIONS) readonly delivery_option?: DeliveryOption;
}

/** A customer's message on a deal; the customer area posts the same with the deal id in the body. */
export class PostDealMessageDto {
  @ApiProperty() @IsString() @IsNotEmpty({ message: 'Bitte geben Sie eine Nachricht ein.' }) @MaxLength(5000) readonly message!: string;
  @ApiProperty({ enum: DEAL_MESSAGE_CATEGORIES })
  @IsIn(DEAL_MESSAGE_CATEGORIES, { message: 'Bitte wählen Sie ein gültiges Thema.' })
  readonly category!: DealMessageCategory;
  @ApiProperty({ enum: DEAL_MESSAGE_SOURCES })
  @IsIn(DEAL_MESSAGE_SOURCES, { message: 'Bitte geben Sie eine gültige Herkunft der Nachricht an.' })
  readonly source!: DealMessageSource;
}

export class ReferralDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(40) readonly referred_by_code!: string;
}
