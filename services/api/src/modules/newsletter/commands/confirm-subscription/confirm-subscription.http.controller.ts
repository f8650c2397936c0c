import type { NewsletterResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ConfirmSubscriptionCommand } from './confirm-subscription.command';
import { NewsletterConfirmQueryDto } from './confirm-subscription.request.dto';

const CONFIRMED_MESSAGE = 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.';

/** The double opt-in link from the mail (spec 7.3): a GET, so it opens straight from the mail. */
@ApiTags('public')
@Controller('newsletter')
export class ConfirmSubscriptionHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Get('confirm')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Newsletter-Anmeldung bestätigen (Link aus der E-Mail)' })
  @RespondsWith('NewsletterResponse')
  async confirm(@Query() { token }: NewsletterConfirmQueryDto): Promise<NewsletterResponse> {
    await this.commandBus.execute(new ConfirmSubscriptionCommand(token));
    return { status: 'confirmed', message: CONFIRMED_MESSAGE };
  }
}
