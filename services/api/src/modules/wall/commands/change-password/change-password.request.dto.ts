import { PASSWORD_MAX_LENGTH } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ChangePasswordRequestDto {
  /** Length and strength are the password policy's (422 password_too_short / password_too_weak), not the DTO's. */
  @ApiProperty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) readonly password!: string;
  /** From the recovery mail's link. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) readonly reset_password_token?: string;
  /** When logged in and changing it in the account. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) readonly current_password?: string;
}
