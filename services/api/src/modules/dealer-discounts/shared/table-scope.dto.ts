import { CUSTOMER_GROUPS, type CustomerGroup, UUID_PATTERN } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, Matches } from 'class-validator';

/** The table a command body names: customer group, bank and brand (the dealer is in the path). */
export class TableScopeDto {
  @ApiProperty({ enum: CUSTOMER_GROUPS })
  @IsIn(CUSTOMER_GROUPS)
  readonly customer_group!: CustomerGroup;

  @ApiProperty({ format: 'uuid' })
  @Matches(UUID_PATTERN)
  readonly bank_id!: string;

  @ApiProperty({ format: 'uuid' })
  @Matches(UUID_PATTERN)
  readonly manufacturer_id!: string;
}

export const tableScopeOf = (dealerId: string, body: TableScopeDto): DiscountScope => ({
  dealerId,
  customerGroup: body.customer_group,
  bankId: body.bank_id.toLowerCase(),
  manufacturerId: body.manufacturer_id.toLowerCase(),
});
