import { CUSTOMER_GROUPS, type DiscountCopyPreviewResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { SCOPE_QUERY_DOCS } from '../../excel/openapi-params';
import { DealerAccess } from '../../shared/dealer-access';
import { assertOnlyKeys, customerGroupParam, uuidParam, type RawQuery } from '../../shared/query-params';
import { scopeOf } from '../../shared/scope-params';
import { CopyPreviewHandler } from './copy-preview.handler';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/copy/preview')
export class CopyPreviewHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly handler: CopyPreviewHandler,
  ) {}

  @Get()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Vorschau des Imports aus einer anderen Tabelle: Zellen, die sich ändern würden, und wie viele bestehende Werte ersetzt werden' })
  @SCOPE_QUERY_DOCS()
  @ApiQuery({ name: 'source_customer_group', required: true, enum: CUSTOMER_GROUPS })
  @ApiQuery({ name: 'source_bank_id', required: true, schema: { type: 'string', format: 'uuid' } })
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        revision: { type: 'integer' },
        rows_changed: { type: 'integer' },
        cells_changed: { type: 'integer' },
        replaced_values: { type: 'integer' },
        changes: {
          type: 'array',
          items: {
            type: 'object',
            properties: { car_model_id: { type: 'string' }, car_model_name: { type: 'string' }, field: { type: 'string' }, old_value: {}, new_value: {} },
          },
        },
      },
    },
  })
  async preview(@Param('id') id: string, @Query() query: RawQuery, @CurrentSession() session: AuthSession): Promise<DiscountCopyPreviewResponse> {
    const { dealerId } = await this.access.resolve(session, id);
    assertOnlyKeys(query, ['customer_group', 'bank_id', 'manufacturer_id', 'source_customer_group', 'source_bank_id']);
    const source = { customerGroup: customerGroupParam(query, 'source_customer_group')!, bankId: uuidParam(query, 'source_bank_id', true) };
    return this.handler.execute(scopeOf(dealerId, query), source);
  }
}
