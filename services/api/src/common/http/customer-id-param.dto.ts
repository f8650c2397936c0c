import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** Path parameter {id} of a customer's routes: the admin's account actions (deactivate, reactivate, erase personal data) and the customer's documents. */
export class CustomerIdParamDto {
  @ApiProperty() @IsUUID() readonly id!: string;
}
