import type { ArchivedDealDto } from '@autoleasing/contracts';
import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ArchiveDealCommand } from './archive-deal.command';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/**
 * Customer area commands (spec 7.6) go through the deal decider (the checkout's command path) and
 * wait for the customer-area read models. Another customer's deal answers 404.
 */
@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class ArchiveDealHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('deals/:id/archive')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deal archivieren (nur solange die Bestellung offen ist)' })
  @RespondsWith('ArchivedDealDto')
  archive(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<ArchivedDealDto> {
    return this.commandBus.execute(new ArchiveDealCommand(session, id));
  }
}
