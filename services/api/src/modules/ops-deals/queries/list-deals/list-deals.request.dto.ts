import { ALL_CUSTOMER_STATES, type DealCustomerState } from '@autoleasing/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class AdminDealListQueryDto {
  @ApiPropertyOptional({ enum: ALL_CUSTOMER_STATES }) @IsOptional() @IsIn(ALL_CUSTOMER_STATES) readonly customer_state?: DealCustomerState;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(10000) readonly page?: number;
}
