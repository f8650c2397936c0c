import { AUTH_MESSAGES } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { germanMessage } from '../../../../common/http/german-validation-messages';

export class ConfirmSecondFactorRequestDto {
  /** The first code the app shows: proves the secret arrived. */
  @ApiProperty() @IsString() @MinLength(1, germanMessage(AUTH_MESSAGES.codeRequired)) @MaxLength(32) readonly code!: string;
}
