import type { DiscountLayoutResponse } from '@autoleasing/contracts';
import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { ChangeLayoutCommand } from './change-layout.command';
import { ChangeLayoutRequestDto } from './change-layout.request.dto';

/** Changes the additional discount columns per dealer and brand (spec 7.1 discount_layouts, 4.8); the reads are in queries/. */
@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discount_layouts')
export class ChangeLayoutHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly commandBus: CommandBus,
  ) {}

  @Patch()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Zusatznachlass-Spalten ändern (höchstens 5; removing löscht die Werte der letzten Spalte)' })
  @RespondsWith('DiscountLayoutResponse')
  async change(@Param('id') id: string, @Body() body: ChangeLayoutRequestDto, @CurrentSession() session: AuthSession): Promise<DiscountLayoutResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    const result = await this.commandBus.execute(
      new ChangeLayoutCommand(dealerId, actor, body.manufacturer_id.toLowerCase(), body.number_additional_discounts, body.removing === true),
    );
    return { number_additional_discounts: result.number_additional_discounts };
  }
}
