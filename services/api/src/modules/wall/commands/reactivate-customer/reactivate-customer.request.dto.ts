import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** Path parameter: the customer to reactivate. */
export class ReactivateCustomerParamDto {
  @ApiProperty() @IsUUID() readonly id!: string;
}
