import type { DiscountCellField, UpdateAllPreviewResponse } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI schema of POST …/discounts/update_all/preview (the type is contracts' UpdateAllPreviewResponse). */
class ValueRangeDto {
  @ApiProperty({ description: 'Kleinster Wert (Prozent wie 7.5, Geld in Cent)' }) readonly min!: number;
  @ApiProperty({ description: 'Größter Wert' }) readonly max!: number;
}

class InvalidPreviewRowDto {
  @ApiProperty({ format: 'uuid' }) readonly car_model_id!: string;
  @ApiProperty() readonly car_model_name!: string;
  @ApiProperty({ description: 'Wert vorher' }) readonly value!: number;
  @ApiProperty({ description: 'Wert nach der Änderung (außerhalb des erlaubten Bereichs)' }) readonly result!: number;
  @ApiProperty({ description: 'Deutsche Meldung' }) readonly message!: string;
}

export class UpdateAllPreviewResponseDto implements UpdateAllPreviewResponse {
  @ApiProperty() readonly field!: DiscountCellField;
  @ApiProperty({ description: 'Zeilen, deren Wert sich ändern würde' }) readonly rows_affected!: number;
  @ApiProperty({ description: 'Zeilen mit leerer Zelle: eine relative Änderung lässt sie aus' }) readonly rows_skipped!: number;
  @ApiProperty({ type: ValueRangeDto, nullable: true }) readonly before!: ValueRangeDto | null;
  @ApiProperty({ type: ValueRangeDto, nullable: true }) readonly after!: ValueRangeDto | null;
  @ApiProperty({ type: [InvalidPreviewRowDto], description: 'Zeilen, deren Ergebnis ungültig wäre (update_all antwortet dann 422)' })
  readonly invalid_rows!: InvalidPreviewRowDto[];
}
