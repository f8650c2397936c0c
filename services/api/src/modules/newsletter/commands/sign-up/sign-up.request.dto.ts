import { CUSTOMER_GROUP_INPUTS, EMAIL_MAX_LENGTH } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';
import { IsCustomerEmail } from '../../../../common/http/is-customer-email.decorator';

export class NewsletterRegisterRequestDto {
  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH }) @IsCustomerEmail() readonly email!: string;
  /** b2b, b2c, or the URL forms B and P (spec 3.14). */
  @ApiProperty({ enum: CUSTOMER_GROUP_INPUTS }) @IsIn(CUSTOMER_GROUP_INPUTS) readonly customer_group!: string;
  /** Where the sign-up happened (footer, magazine, checkout …): a short identifier, not free text. */
  @ApiProperty() @IsString() @Matches(/^[A-Za-z0-9_.:-]{1,60}$/) readonly optin_source!: string;
  @ApiPropertyOptional() @IsOptional() @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }) @MaxLength(500)
  readonly optin_url?: string;
}
