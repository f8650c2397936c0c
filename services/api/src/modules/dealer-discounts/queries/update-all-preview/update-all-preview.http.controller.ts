import type { UpdateAllPreviewResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { UpdateAllPreviewQuery } from './update-all-preview.query';
import { UpdateAllPreviewRequestDto } from './update-all-preview.request.dto';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts')
export class UpdateAllPreviewHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('update_all/preview')
  @HttpCode(200)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({
    summary: 'Vorschau einer relativen Massenänderung (field mit add): betroffene Zeilen, kleinster und größter Wert vorher und nachher, ungültige Zeilen',
  })
  @RespondsWith('UpdateAllPreviewResponse')
  async updateAllPreview(@Param('id') id: string, @Body() body: UpdateAllPreviewRequestDto, @CurrentSession() session: AuthSession): Promise<UpdateAllPreviewResponse> {
    const context = await this.access.resolve(session, id);
    return this.queryBus.execute(new UpdateAllPreviewQuery(context, body));
  }
}
