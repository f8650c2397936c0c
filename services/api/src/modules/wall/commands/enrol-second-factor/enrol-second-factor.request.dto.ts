import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class ConfirmSecondFactorRequestDto {
  /** The first code the app shows: proves the secret arrived. */
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(32) readonly code!: string;
}
