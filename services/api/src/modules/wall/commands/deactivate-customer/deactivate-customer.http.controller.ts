import type { Actor } from '@autoleasing/contracts';
import { Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../auth/access-policy.decorator';
import { DeactivateCustomerCommand } from './deactivate-customer.command';
import { CustomerIdParamDto } from '../../../../common/http/customer-id-param.dto';

@ApiTags('wall')
@Controller('api/v1/admin/customers/:id/deactivate')
export class DeactivateCustomerHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put()
  @HttpCode(204)
  @RequiresLogin({ roles: ['Admin'] })
  @ApiOperation({ summary: 'Admin: Kundenkonto deaktivieren' })
  @RespondsWithoutBody(204, 'Kunde deaktiviert')
  async deactivate(@Param() params: CustomerIdParamDto, @RequestActor() actor: Actor): Promise<void> {
    await this.commandBus.execute(new DeactivateCustomerCommand(params.id, actor));
  }
}
