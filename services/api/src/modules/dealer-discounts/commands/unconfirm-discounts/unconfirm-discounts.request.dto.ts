import { CUSTOMER_GROUPS, type CustomerGroup } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, Matches } from 'class-validator';

/** Any uuid the database holds (ids are not always RFC 4122 version 1–5, e.g. md5-derived ones). */
const ANY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/v1/dealers/{id}/discounts/unconfirm: the table and the rows whose confirmation is withdrawn. */
export class UnconfirmDiscountsRequestDto {
  @ApiProperty({ enum: CUSTOMER_GROUPS })
  @IsIn(CUSTOMER_GROUPS)
  readonly customer_group!: CustomerGroup;

  @ApiProperty({ format: 'uuid' })
  @Matches(ANY_UUID)
  readonly bank_id!: string;

  @ApiProperty({ format: 'uuid' })
  @Matches(ANY_UUID)
  readonly manufacturer_id!: string;

  @ApiProperty({ type: [String], description: 'Fahrzeuge (car_model_id), deren Bestätigung aufgehoben wird' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10_000)
  @Matches(ANY_UUID, { each: true })
  readonly car_model_ids!: string[];
}
