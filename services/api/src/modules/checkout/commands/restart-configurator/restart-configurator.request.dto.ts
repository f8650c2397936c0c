import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class RestartFinalOfferDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) readonly s3_key?: string;
}
