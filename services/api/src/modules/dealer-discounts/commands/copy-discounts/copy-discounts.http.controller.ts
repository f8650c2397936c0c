import type { DiscountJobAccepted } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { CopyDiscountsCommand } from './copy-discounts.command';
import { CopyDiscountsRequestDto, parseCopyDiscountsRequest } from './copy-discounts.request.dto';

/** copy (spec 7.1) runs as a BullMQ job: 202 at once with the job id and the operation id. */
@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts')
export class CopyDiscountsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly commandBus: CommandBus,
  ) {}

  @Post('copy')
  @HttpCode(202)
  @Idempotent()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Rabatte einer anderen Kundengruppe oder Bank in diese Tabelle übernehmen (Hintergrundauftrag)' })
  @RespondsWith('DiscountJobAccepted', { status: 202, description: 'job_id, operation_id' })
  async copy(@Param('id') id: string, @Body() body: CopyDiscountsRequestDto, @CurrentSession() session: AuthSession): Promise<DiscountJobAccepted> {
    const context = await this.access.resolve(session, id);
    return this.commandBus.execute(new CopyDiscountsCommand(context, parseCopyDiscountsRequest(body)));
  }
}
