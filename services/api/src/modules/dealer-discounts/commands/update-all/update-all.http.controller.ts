import type { DiscountJobAccepted } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { UpdateAllCommand } from './update-all.command';
import { UpdateAllRequestDto } from './update-all.request.dto';

/**
 * update_all (spec 7.1) runs as a BullMQ job: the answer is 202 at once with the job id and the
 * operation id. Same dealer scope rule as every dealer route (another dealer's id: 404; an Admin
 * acts for the dealer in the path, and the events carry both identities).
 */
@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts')
export class UpdateAllHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly commandBus: CommandBus,
  ) {}

  @Post('update_all')
  @HttpCode(202)
  @Idempotent()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Einen Wert in alle (gefilterten) Zeilen einer Rabatttabelle schreiben (Hintergrundauftrag)' })
  @RespondsWith('DiscountJobAccepted', { status: 202, description: 'job_id, operation_id' })
  async updateAll(@Param('id') id: string, @Body() body: UpdateAllRequestDto, @CurrentSession() session: AuthSession): Promise<DiscountJobAccepted> {
    const context = await this.access.resolve(session, id);
    return this.commandBus.execute(new UpdateAllCommand(context, body));
  }
}
