import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { PostDealMessageDto } from '../../../checkout/commands/post-deal-message/post-deal-message.request.dto';
import { germanMessage } from '../../../../common/http/german-validation-messages';

/** The checkout's message body with the deal id: the customer area posts from one form for all deals. */
export class CustomerMessageDto extends PostDealMessageDto {
  @ApiProperty() @IsUUID('4', germanMessage('Bitte wählen Sie eine Bestellung.')) readonly deal_id!: string;
}
