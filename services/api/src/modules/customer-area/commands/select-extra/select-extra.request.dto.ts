import { EXTRA_NAMES, type ExtraName } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { germanMessage } from '../../../../common/http/german-validation-messages';

export class CustomerExtrasDto {
  @ApiProperty({ enum: EXTRA_NAMES })
  @IsIn(EXTRA_NAMES, germanMessage('Bitte wählen Sie ein gültiges Extra.'))
  readonly extra_id!: ExtraName;
}
