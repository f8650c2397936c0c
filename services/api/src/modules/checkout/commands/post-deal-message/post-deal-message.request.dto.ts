import { CUSTOMER_MESSAGE_MESSAGES, DEAL_MESSAGE_CATEGORIES, DEAL_MESSAGE_SOURCES, type DealMessageCategory, type DealMessageSource } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { germanMessage } from '../../../../common/http/german-validation-messages';

/** A customer's message on a deal; the customer area posts the same with the deal id in the body. */
export class PostDealMessageDto {
  @ApiProperty() @IsString() @IsNotEmpty(germanMessage(CUSTOMER_MESSAGE_MESSAGES.messageRequired)) @MaxLength(5000) readonly message!: string;
  @ApiProperty({ enum: DEAL_MESSAGE_CATEGORIES })
  @IsIn(DEAL_MESSAGE_CATEGORIES, germanMessage('Bitte wählen Sie ein gültiges Thema.'))
  readonly category!: DealMessageCategory;
  @ApiProperty({ enum: DEAL_MESSAGE_SOURCES })
  @IsIn(DEAL_MESSAGE_SOURCES, germanMessage('Bitte geben Sie eine gültige Herkunft der Nachricht an.'))
  readonly source!: DealMessageSource;
}
