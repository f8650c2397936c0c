import { CUSTOMER_GROUPS, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type CustomerGroup } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsCustomerEmail } from '../../../../common/http/is-customer-email.decorator';

export class RegisterRequestDto {
  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH }) @IsCustomerEmail() readonly email!: string;
  /** Length and strength are the password policy's (422 password_too_short / password_too_weak), not the DTO's. */
  @ApiProperty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) readonly password!: string;
  @ApiProperty({ enum: CUSTOMER_GROUPS }) @IsIn(CUSTOMER_GROUPS) readonly customer_group!: CustomerGroup;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly first_name!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly last_name!: string;
  /** Business customers (b2b) register with their company. */
  @ApiPropertyOptional() @ValidateIf((o: RegisterRequestDto) => o.customer_group === 'b2b' || o.company_name !== undefined)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  readonly company_name?: string;
  /** Where the customer wanted to go (the wall's redirect_url); only same-site targets end up in the verification link. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) readonly redirect_url?: string;
}
