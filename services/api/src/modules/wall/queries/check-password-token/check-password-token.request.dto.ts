import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class CheckPasswordTokenQueryDto {
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(200) readonly reset_password_token!: string;
}
