import { ALL_CUSTOMER_STATES, type DealCustomerState } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';

export class StatusUpdateDto {
  @ApiProperty({ enum: ALL_CUSTOMER_STATES }) @IsIn(ALL_CUSTOMER_STATES) readonly customer_state!: DealCustomerState;
  /** checkout_completed: the AGB version accepted on the summary page (TERMS_VERSIONS.agb). */
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(/^[A-Za-z0-9_-]{1,60}$/) readonly agb_version?: string;
  /** checkout_completed, b2c: the Widerrufsbelehrung version taken note of (TERMS_VERSIONS.withdrawal). */
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(/^[A-Za-z0-9_-]{1,60}$/) readonly withdrawal_version?: string;
}
