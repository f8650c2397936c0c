import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsISO8601, IsOptional, Min } from 'class-validator';
import { TableScopeDto } from '../../shared/table-scope.dto';

/** POST /api/v1/dealers/{id}/discounts/restore: the table, the moment to bring back, the revision seen. */
export class RestoreDiscountsRequestDto extends TableScopeDto {
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
