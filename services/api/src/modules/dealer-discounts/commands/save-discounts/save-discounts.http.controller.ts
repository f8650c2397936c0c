import type { SaveDiscountsResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { SaveDiscountsCommand } from './save-discounts.command';
import { SaveDiscountsRequestDto } from './save-discounts.request.dto';
import { tableScopeOf } from '../../shared/table-scope.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts')
export class SaveDiscountsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly commandBus: CommandBus,
  ) {}

  @Post()
  @HttpCode(200)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Bearbeitete Rabatte speichern (422 je Zelle, 409 bei Konflikten, Anzahl geänderter Zellen)' })
  @RespondsWith('SaveDiscountsResponse')
  async save(@Param('id') id: string, @Body() body: SaveDiscountsRequestDto, @CurrentSession() session: AuthSession): Promise<SaveDiscountsResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    const { caught_up: _caughtUp, ...response } = await this.commandBus.execute(
      new SaveDiscountsCommand(
        tableScopeOf(dealerId, body),
        actor,
        body.revision,
        body.discounts,
      ),
    );
    return response;
  }
}
