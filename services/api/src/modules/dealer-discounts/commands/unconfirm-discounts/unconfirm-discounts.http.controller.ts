import type { UnconfirmDiscountsResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { UnconfirmDiscountsCommand } from './unconfirm-discounts.command';
import { UnconfirmDiscountsRequestDto } from './unconfirm-discounts.request.dto';
import { tableScopeOf } from '../../shared/table-scope.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts')
export class UnconfirmDiscountsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly commandBus: CommandBus,
  ) {}

  @Post('unconfirm')
  @HttpCode(200)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Bestätigung von Zeilen aufheben (auditiert; nicht bestätigte Zeilen bleiben unverändert)' })
  @RespondsWith('UnconfirmDiscountsResponse')
  async unconfirm(@Param('id') id: string, @Body() body: UnconfirmDiscountsRequestDto, @CurrentSession() session: AuthSession): Promise<UnconfirmDiscountsResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    return this.commandBus.execute(
      new UnconfirmDiscountsCommand(
        tableScopeOf(dealerId, body),
        actor,
        body.car_model_ids,
      ),
    );
  }
}
