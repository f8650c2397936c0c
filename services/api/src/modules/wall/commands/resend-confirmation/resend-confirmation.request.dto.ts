import { EMAIL_MAX_LENGTH } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCustomerEmail } from '../../../../common/http/is-customer-email.decorator';

/** Also the body of the password and account recovery requests. */
export class EmailRequestDto {
  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH }) @IsCustomerEmail() readonly email!: string;
}

/** Resend: the wall's pending redirect_url rides in the new link too (same-site only, issue 17). */
export class ResendConfirmationRequestDto extends EmailRequestDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) readonly redirect_url?: string;
}
