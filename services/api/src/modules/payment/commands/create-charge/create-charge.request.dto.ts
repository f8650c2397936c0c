import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';

/** POST /api/v1/payment/charges (spec 7.5; the payload is ours, the spec does not show it). */
export class CreateChargeRequestDto {
  @ApiProperty() @IsUUID() readonly deal_id!: string;
  @ApiProperty({ example: '4242 4242 4242 4242' }) @IsString() @Matches(/^[0-9 ]{12,23}$/) readonly card_number!: string;
  @ApiProperty({ example: '12/30', description: 'MM/YY' }) @IsString() @Matches(/^(0[1-9]|1[0-2])\/[0-9]{2}$/) readonly expiry!: string;
  @ApiProperty({ example: '123' }) @IsString() @Matches(/^[0-9]{3,4}$/) readonly cvc!: string;
  @ApiProperty() @IsString() @MinLength(2) @MaxLength(100) readonly holder!: string;
}
