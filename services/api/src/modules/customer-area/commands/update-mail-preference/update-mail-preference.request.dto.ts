import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { germanMessage } from '../../../../common/http/german-validation-messages';

export class UpdateMailPreferenceDto {
  @ApiProperty()
  @IsBoolean(germanMessage('Bitte geben Sie an, ob Sie diese E-Mail erhalten möchten.'))
  readonly enabled!: boolean;
}
