import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** Spec 7.4: accepted_tnc '1'; redirect_url: the page the customer was on their way to (issue 17). */
export class AcceptTermsRequestDto {
  @ApiProperty({ enum: ['1'] }) @IsIn(['1']) readonly accepted_tnc!: '1';
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) readonly redirect_url?: string;
}

/** PUT consent also takes the token as a parameter (spec 7.4) and the wall's pending redirect. */
export class GiveConsentRequestDto extends AcceptTermsRequestDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) readonly access_token?: string;
}
