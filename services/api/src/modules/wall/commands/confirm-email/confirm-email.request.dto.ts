import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** The single-use token of a link in a mail (verification, reactivation). */
export class TokenRequestDto {
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(200) readonly token!: string;
}
