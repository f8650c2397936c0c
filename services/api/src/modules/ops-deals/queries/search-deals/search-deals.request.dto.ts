import { ALL_CUSTOMER_STATES, CUSTOMER_STATE_GROUPS, type CustomerStateGroup, type DealCustomerState, type OpsDealSearchQuery } from '@autoleasing/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export class OpsDealSearchQueryDto implements OpsDealSearchQuery {
  @ApiPropertyOptional({ enum: Object.keys(CUSTOMER_STATE_GROUPS) })
  @IsOptional()
  @IsIn(Object.keys(CUSTOMER_STATE_GROUPS))
  readonly state_group?: CustomerStateGroup;

  @ApiPropertyOptional({ enum: ALL_CUSTOMER_STATES }) @IsOptional() @IsIn(ALL_CUSTOMER_STATES) readonly customer_state?: DealCustomerState;

  @ApiPropertyOptional({ description: 'Deal-ID (auch ein Teil), Name oder E-Mail des Kunden' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  readonly q?: string;

  @ApiPropertyOptional() @IsOptional() @IsUUID() readonly dealer_id?: string;

  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(10000) readonly page?: number;
}
