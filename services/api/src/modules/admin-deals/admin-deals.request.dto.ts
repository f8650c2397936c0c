import { ALL_CUSTOMER_STATES, DELIVERY_TIME_BANDS, OPS_ACTIONS, type DealCustomerState, type DeliveryTimeBand, type OpsAction } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class AdminDealListQueryDto {
  @ApiPropertyOptional({ enum: ALL_CUSTOMER_STATES }) @IsOptional() @IsIn(ALL_CUSTOMER_STATES) readonly customer_state?: DealCustomerState;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(10000) readonly page?: number;
}

export class OpsActionDto {
  @ApiProperty({ enum: OPS_ACTIONS }) @IsIn(OPS_ACTIONS) readonly action!: OpsAction;
  @ApiPropertyOptional({ enum: DELIVERY_TIME_BANDS }) @IsOptional() @IsIn(DELIVERY_TIME_BANDS) readonly delivery_time?: DeliveryTimeBand;
}
