import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, MaxLength, MinLength } from 'class-validator';

/**
 * POST /api/v1/payment/charges (spec 7.5; the payload is ours, the spec does not show it). Types
 * and lengths here; number (Luhn), expiry (MM/YY, not expired) and CVC are checked by the handler
 * with the rules of contracts (card-rules.ts, the web checks the same), so that a bad card is a
 * 422 with the field's German message, not a generic 400.
 */
export class CreateChargeRequestDto {
  @ApiProperty() @IsUUID() readonly deal_id!: string;
  // 19 digits with a space after every one still fit.
  @ApiProperty({ example: '4242 4242 4242 4242', description: '13–19 Ziffern, Leerzeichen erlaubt' }) @IsString() @MaxLength(40) readonly card_number!: string;
  @ApiProperty({ example: '12/30', description: 'MM/YY' }) @IsString() @MaxLength(10) readonly expiry!: string;
  @ApiProperty({ example: '123' }) @IsString() @MaxLength(10) readonly cvc!: string;
  @ApiProperty() @IsString() @MinLength(2) @MaxLength(100) readonly holder!: string;
}
