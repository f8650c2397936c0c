import type { OpsDealReplyRequest } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/**
 * Only the shape is checked here (400); the length after trimming is checked by the controller
 * (422 with a code per field), so a reply padded with blanks is judged by what is stored.
 */
export class OpsDealReplyDto implements OpsDealReplyRequest {
  @ApiProperty({ maxLength: 2000 }) @IsString() @MaxLength(20_000) readonly message!: string;
  @ApiPropertyOptional({ description: 'Id of the customer message this answers (a message of the same deal)' })
  @IsOptional()
  @IsUUID()
  readonly reply_to?: string;
}
