import {
  EMPLOYMENT_TYPES,
  HOUSING_TYPES,
  LEGAL_FORMS,
  MAX_CHILDREN_TO_SUPPORT,
  MAX_CUSTOMER_AMOUNT_EUROS,
  SALUTATIONS,
  type EmploymentType,
  type HousingType,
  type LegalForm,
  type Salutation,
} from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsAmount } from '../../../../common/http/is-amount.decorator';

/**
 * Request bodies of PATCH /api/v1/checkout/customer/{id}/{kind} (spec 7.5). Types and lengths
 * here; the rules of spec 5.3 (dates), IBAN, postal code, age and the limits of amounts and
 * children (contracts, the web checks the same) in customer-details.rules.ts, so that a value out
 * of range is a 422 with the field's German message, not a generic 400.
 * Money in euros (contracts: money convention). deal_id: the step of that deal is completed too.
 */
/** The limits for the OpenAPI document; checked in customer-details.rules.ts. */
const MONEY = { minimum: 0, maximum: MAX_CUSTOMER_AMOUNT_EUROS } as const;
const CHILDREN = { minimum: 0, maximum: MAX_CHILDREN_TO_SUPPORT } as const;

class WithDeal {
  @ApiPropertyOptional() @IsOptional() @IsUUID() readonly deal_id?: string;
}

export class PrivatePersonalDetailsRequestDto extends WithDeal {
  @ApiProperty({ enum: SALUTATIONS }) @IsIn(SALUTATIONS) readonly salutation!: Salutation;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly first_name!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly last_name!: string;
  @ApiProperty({ example: '03.09.1985' }) @IsString() @IsNotEmpty() @MaxLength(10) readonly birthday!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(30) readonly phone!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly street!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(10) readonly house_number!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(5) readonly postal_code!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly city!: string;
  @ApiProperty({ example: '01.04.2019' }) @IsString() @IsNotEmpty() @MaxLength(10) readonly lived_since!: string;
  @ApiPropertyOptional({ enum: HOUSING_TYPES, nullable: true }) @IsOptional() @IsIn(HOUSING_TYPES) readonly housing_type?: HousingType | null;
  @ApiPropertyOptional(CHILDREN) @IsOptional() @IsInt() readonly number_of_children_to_support?: number;
}

export class PrivateBankingDetailsRequestDto extends WithDeal {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(40) readonly iban!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly account_holder!: string;
  @ApiProperty({ enum: EMPLOYMENT_TYPES }) @IsIn(EMPLOYMENT_TYPES) readonly employment_type!: EmploymentType;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) readonly employer?: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(10) readonly employed_since!: string;
  @ApiProperty({ ...MONEY, exclusiveMinimum: true }) @IsAmount(2) readonly monthly_income!: number;
  @ApiPropertyOptional(MONEY) @IsOptional() @IsAmount(2) readonly extra_income?: number;
  @ApiPropertyOptional(MONEY) @IsOptional() @IsAmount(2) readonly housing_rental_cost?: number;
  @ApiPropertyOptional(MONEY) @IsOptional() @IsAmount(2) readonly other_living_costs?: number;
}

export class BusinessCompanyManagerDetailsRequestDto extends WithDeal {
  @ApiProperty({ enum: SALUTATIONS }) @IsIn(SALUTATIONS) readonly salutation!: Salutation;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly first_name!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly last_name!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(30) readonly phone!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly position!: string;
}

export class BusinessCompanyDetailsRequestDto extends WithDeal {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) readonly company_name!: string;
  @ApiProperty({ enum: LEGAL_FORMS }) @IsIn(LEGAL_FORMS) readonly legal_form!: LegalForm;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly street!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(10) readonly house_number!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(5) readonly postal_code!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly city!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(10) readonly founded_at!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) readonly register_number?: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(40) readonly iban!: string;
}

/** Owner details: fewer required fields; spec 5.2 defaults fill the rest. */
export class BusinessPersonalDetailsRequestDto extends WithDeal {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(10) readonly manager_birthday!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(10) readonly manager_lived_since!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly manager_street!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(10) readonly manager_house_number!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(5) readonly manager_postal_code!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) readonly manager_city!: string;
  @ApiPropertyOptional({ enum: HOUSING_TYPES, nullable: true })
  @IsOptional()
  @IsIn(HOUSING_TYPES)
  readonly manager_housing_type?: HousingType | null;
  @ApiPropertyOptional(MONEY) @IsOptional() @IsAmount(2) readonly manager_housing_rental_cost?: number;
  @ApiPropertyOptional(MONEY) @IsOptional() @IsAmount(2) readonly manager_monthly_finance_for_house?: number;
  @ApiPropertyOptional(MONEY) @IsOptional() @IsAmount(2) readonly manager_monthly_finance_for_apartment?: number;
  @ApiPropertyOptional(MONEY) @IsOptional() @IsAmount(2) readonly manager_monthly_income?: number;
  @ApiPropertyOptional(MONEY) @IsOptional() @IsAmount(2) readonly manager_extra_income?: number;
  @ApiPropertyOptional(MONEY) @IsOptional() @IsAmount(2) readonly manager_other_living_costs?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20) readonly manager_tax_id?: string;
  @ApiPropertyOptional(CHILDREN) @IsOptional() @IsInt() readonly manager_number_of_children_to_support?: number;
}

export const DETAILS_DTO_CLASSES = {
  private_personal_details: PrivatePersonalDetailsRequestDto,
  private_banking_details: PrivateBankingDetailsRequestDto,
  business_company_manager_details: BusinessCompanyManagerDetailsRequestDto,
  business_company_details: BusinessCompanyDetailsRequestDto,
  business_personal_details: BusinessPersonalDetailsRequestDto,
} as const;
