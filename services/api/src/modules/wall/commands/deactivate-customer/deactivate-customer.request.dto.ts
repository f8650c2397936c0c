import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** Path parameter of the admin account actions. */
export class CustomerIdParamDto {
  @ApiProperty() @IsUUID() readonly id!: string;
}
