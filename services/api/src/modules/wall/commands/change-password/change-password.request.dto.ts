import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class ChangePasswordRequestDto {
  @ApiProperty() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) readonly password!: string;
  /** From the recovery mail's link. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) readonly reset_password_token?: string;
  /** When logged in and changing it in the account. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) readonly current_password?: string;
}
