import { DELIVERY_TIME_BANDS, OPS_ACTIONS, OPS_NOTE_MAX_LENGTH, type DeliveryTimeBand, type OpsAction } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class OpsActionDto {
  @ApiProperty({ enum: OPS_ACTIONS }) @IsIn(OPS_ACTIONS) readonly action!: OpsAction;
  @ApiPropertyOptional({ enum: DELIVERY_TIME_BANDS }) @IsOptional() @IsIn(DELIVERY_TIME_BANDS) readonly delivery_time?: DeliveryTimeBand;
  /** The staff member's note, stored in deal_ops_notes (the event keeps its id) and shown in the ops timeline. */
  @ApiPropertyOptional({ maxLength: OPS_NOTE_MAX_LENGTH }) @IsOptional() @IsString() @MaxLength(OPS_NOTE_MAX_LENGTH) readonly note?: string;
}
