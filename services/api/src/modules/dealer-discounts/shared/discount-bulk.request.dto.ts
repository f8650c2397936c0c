import { CUSTOMER_GROUPS, type CustomerGroup, type DiscountFilters, UUID_PATTERN } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, Matches, ValidateNested } from 'class-validator';

/** Main params of a table (spec 7.1): customer group, bank and brand. */
class ScopeBodyDto {
  @ApiProperty({ enum: CUSTOMER_GROUPS }) @IsIn(CUSTOMER_GROUPS) readonly customer_group!: CustomerGroup;
  @ApiProperty({ format: 'uuid' }) @Matches(UUID_PATTERN) readonly bank_id!: string;
  @ApiProperty({ format: 'uuid' }) @Matches(UUID_PATTERN) readonly manufacturer_id!: string;
}

/** POST /api/v1/dealers/{id}/discounts/update_all */
export class UpdateAllRequestDto extends ScopeBodyDto {
  /** The table's current filters (as in the URL query); none = the whole table. */
  @ApiPropertyOptional() @IsOptional() @IsObject() readonly filters?: DiscountFilters;
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(50_000) @Matches(UUID_PATTERN, { each: true }) readonly exclude_car_model_ids!: string[];
  /** collected_discounts, or confirmed true, or field and value (checked with the cell rules of spec 5.4). */
  @ApiProperty() @IsObject() readonly discount!: Record<string, unknown>;
}

class SourceScopeDto {
  @ApiProperty({ enum: CUSTOMER_GROUPS }) @IsIn(CUSTOMER_GROUPS) readonly customer_group!: CustomerGroup;
  @ApiProperty({ format: 'uuid' }) @Matches(UUID_PATTERN) readonly bank_id!: string;
}

/** POST /api/v1/dealers/{id}/discounts/copy */
export class CopyDiscountsRequestDto extends ScopeBodyDto {
  // IsObject: ValidateNested alone lets an array through (each of its no elements is valid).
  @ApiProperty() @IsObject() @ValidateNested() @Type(() => SourceScopeDto) readonly source_scope!: SourceScopeDto;
}
