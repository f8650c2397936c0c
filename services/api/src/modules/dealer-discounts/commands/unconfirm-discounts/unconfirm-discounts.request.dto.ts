import { UUID_PATTERN } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, Matches } from 'class-validator';
import { TableScopeDto } from '../../shared/table-scope.dto';

/** POST /api/v1/dealers/{id}/discounts/unconfirm: the table and the rows whose confirmation is withdrawn. */
export class UnconfirmDiscountsRequestDto extends TableScopeDto {
  @ApiProperty({ type: [String], description: 'Fahrzeuge (car_model_id), deren Bestätigung aufgehoben wird' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10_000)
  @Matches(UUID_PATTERN, { each: true })
  readonly car_model_ids!: string[];
}
