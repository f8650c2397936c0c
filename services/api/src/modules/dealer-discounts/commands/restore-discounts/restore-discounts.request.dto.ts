import { CUSTOMER_GROUPS, type CustomerGroup } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, Matches, Min } from 'class-validator';

/** Any uuid the database holds (ids are not always RFC 4122 version 1–5, e.g. md5-derived ones). */
const ANY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/v1/dealers/{id}/discounts/restore: the table, the moment to bring back, the revision seen. */
export class RestoreDiscountsRequestDto {
  @ApiProperty({ enum: CUSTOMER_GROUPS })
  @IsIn(CUSTOMER_GROUPS)
  readonly customer_group!: CustomerGroup;

  @ApiProperty({ format: 'uuid' })
  @Matches(ANY_UUID)
  readonly bank_id!: string;

  @ApiProperty({ format: 'uuid' })
  @Matches(ANY_UUID)
  readonly manufacturer_id!: string;

  @ApiProperty({ format: 'date-time', description: 'Der Stand, der wiederhergestellt wird (ISO 8601, in der Vergangenheit)' })
  @IsISO8601({ strict: true })
  readonly as_of!: string;

  @ApiPropertyOptional({
    type: Number,
    minimum: -1,
    description: 'Aktuelle Revision der Tabelle, auf der die Änderungen gezählt wurden (409 wenn veraltet); nötig außer bei dry_run, der die aktuelle Revision nennt',
  })
  @IsOptional()
  @IsInt()
  @Min(-1)
  readonly revision?: number;

  @ApiPropertyOptional({ type: Boolean, description: 'Nur zählen, was sich ändern würde (nichts wird gespeichert)' })
  @IsOptional()
  @IsBoolean()
  readonly dry_run?: boolean;
}
