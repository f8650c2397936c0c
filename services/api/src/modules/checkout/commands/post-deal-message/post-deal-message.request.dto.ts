import { CUSTOMER_MESSAGE_MESSAGES, DEAL_MESSAGE_CATEGORIES, DEAL_MESSAGE_SOURCES, type DealMessageCategory, type DealMessageSource } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** A customer's message on a deal; the customer area posts the same with the deal id in the body. */
export class PostDealMessageDto {
  @ApiProperty() @IsString() @IsNotEmpty({ message: CUSTOMER_MESSAGE_MESSAGES.messageRequired }) @MaxLength(5000) readonly message!: string;
  @ApiProperty({ enum: DEAL_MESSAGE_CATEGORIES })
  @IsIn(DEAL_MESSAGE_CATEGORIES, { message: 'Bitte wählen Sie ein gültiges Thema.' })
  readonly category!: DealMessageCategory;
  @ApiProperty({ enum: DEAL_MESSAGE_SOURCES })
  @IsIn(DEAL_MESSAGE_SOURCES, { message: 'Bitte geben Sie eine gültige Herkunft der Nachricht an.' })
  readonly source!: DealMessageSource;
}
