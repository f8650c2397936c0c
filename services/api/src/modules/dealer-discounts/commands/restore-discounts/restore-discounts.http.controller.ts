import type { RestoreDiscountsResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { tableScopeOf } from '../../shared/table-scope.dto';
import { RestoreDiscountsCommand } from './restore-discounts.command';
import { RestoreDiscountsRequestDto } from './restore-discounts.request.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts')
export class RestoreDiscountsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly commandBus: CommandBus,
  ) {}

  @Post('restore')
  @HttpCode(200)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({
    summary: 'Einen früheren Stand wiederherstellen: die Unterschiede werden als neue, auditierte Änderung gespeichert (409 bei veralteter Revision)',
  })
  @RespondsWith('RestoreDiscountsResponse', { description: 'Anzahl der geänderten (oder bei dry_run: abweichenden) Zellen und Zeilen, neue Revision' })
  async restore(@Param('id') id: string, @Body() body: RestoreDiscountsRequestDto, @CurrentSession() session: AuthSession): Promise<RestoreDiscountsResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    return this.commandBus.execute(new RestoreDiscountsCommand(tableScopeOf(dealerId, body), actor, new Date(body.as_of), body.revision, body.dry_run === true));
  }
}
