import { AUTH_MESSAGES } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { germanMessage } from '../../../../common/http/german-validation-messages';

export class VerifySecondFactorRequestDto {
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(200) readonly challenge_token!: string;
  /** Six digits from the app, or a recovery code (xxxxx-xxxxx). */
  @ApiProperty() @IsString() @MinLength(1, germanMessage(AUTH_MESSAGES.codeRequired)) @MaxLength(32) readonly code!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) readonly redirect_url?: string;
}
