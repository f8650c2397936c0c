import { type AccountDeletionRequest, AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { germanMessage } from '../../../../common/http/german-validation-messages';

export class DeleteOwnAccountRequestDto implements AccountDeletionRequest {
  /** Re-entered, so a session left open on a shared computer cannot delete the account. */
  @ApiProperty()
  @IsString()
  @IsNotEmpty(germanMessage(AUTH_MESSAGES.passwordRequired))
  @MaxLength(PASSWORD_MAX_LENGTH)
  readonly password!: string;
}
