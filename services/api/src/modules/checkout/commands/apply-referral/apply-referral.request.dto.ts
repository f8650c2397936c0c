import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ReferralDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(40) readonly referred_by_code!: string;
}
