import type { Actor } from '@autoleasing/contracts';
import { Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../auth/access-policy.decorator';
import { ReactivateCustomerCommand } from './reactivate-customer.command';
import { CustomerIdParamDto } from '../../../../common/http/customer-id-param.dto';

@ApiTags('wall')
@Controller('api/v1/admin/customers/:id/reactivate')
export class ReactivateCustomerHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put()
  @HttpCode(204)
  @RequiresLogin({ roles: ['Admin'] })
  @ApiOperation({ summary: 'Admin: deaktiviertes Kundenkonto wieder aktivieren' })
  @RespondsWithoutBody(204, 'Kunde reaktiviert')
  async reactivate(@Param() params: CustomerIdParamDto, @RequestActor() actor: Actor): Promise<void> {
    await this.commandBus.execute(new ReactivateCustomerCommand(params.id, actor));
  }
}
