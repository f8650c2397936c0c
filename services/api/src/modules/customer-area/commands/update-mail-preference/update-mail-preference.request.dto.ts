import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class UpdateMailPreferenceDto {
  @ApiProperty()
  @IsBoolean({ message: 'Bitte geben Sie an, ob Sie diese E-Mail erhalten möchten.' })
  readonly enabled!: boolean;
}
