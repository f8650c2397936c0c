import { ALLOWED_KM_PER_YEAR, ALLOWED_MONTHS, DELIVERY_OPTIONS, type DeliveryOption } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsObject, IsOptional, IsUUID, ValidateNested } from 'class-validator';

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
