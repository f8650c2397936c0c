import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';

/** Also the body of the password and account recovery requests. */
export class EmailRequestDto {
  @ApiProperty() @IsEmail() @MaxLength(254) readonly email!: string;
}
