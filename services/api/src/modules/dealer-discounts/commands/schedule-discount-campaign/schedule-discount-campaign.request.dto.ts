import { DISCOUNT_CELL_FIELDS, type DiscountCellField, UUID_PATTERN } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsISO8601, IsNumber, IsOptional, Matches } from 'class-validator';
import { TableScopeDto } from '../../shared/table-scope.dto';

/** POST /api/v1/dealers/{id}/discounts/campaigns: one value for some cells, valid from … until …. */
export class ScheduleDiscountCampaignRequestDto extends TableScopeDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Vom Client vergeben: eine wiederholte Anfrage plant nur einmal' })
  @IsOptional()
  @Matches(UUID_PATTERN)
  readonly campaign_id?: string;

  @ApiProperty({ type: [String], description: 'Fahrzeuge (car_model_id) der Kampagne' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10_000)
  @Matches(UUID_PATTERN, { each: true })
  readonly car_model_ids!: string[];

  @ApiProperty({ enum: DISCOUNT_CELL_FIELDS, description: 'Nachlass- oder Betragsspalte' })
  @IsIn(DISCOUNT_CELL_FIELDS)
  readonly field!: DiscountCellField;

  @ApiProperty({ type: Number, description: 'Wert in API-Einheiten: 7.5 für 7,5 %, Cent für Beträge' })
  @IsNumber()
  readonly value!: number;

  @ApiProperty({ format: 'date-time', description: 'Gültig ab (nicht in der Vergangenheit)' })
  @IsISO8601({ strict: true })
  readonly valid_from!: string;

  @ApiProperty({ format: 'date-time', description: 'Gültig bis (nach „Gültig ab“)' })
  @IsISO8601({ strict: true })
  readonly valid_until!: string;
}
