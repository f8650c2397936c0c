import { EMAIL_MAX_LENGTH } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsCustomerEmail } from '../../../../common/http/is-customer-email.decorator';

export class LoginRequestDto {
  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH }) @IsCustomerEmail() readonly email!: string;
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(128) readonly password!: string;
  /** Where the user wanted to go (spec 2.2 /login?redirect_url=…); only same-site targets count. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) readonly redirect_url?: string;
}
