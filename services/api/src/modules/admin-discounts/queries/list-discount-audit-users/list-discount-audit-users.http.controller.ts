import type { DiscountAuditUsersResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { ListDiscountAuditUsersQuery } from './list-discount-audit-users.query';

/** Users who changed discounts (the audit explorer's user filter): staff and dealers, with names. Admin only. */
@ApiTags('admin')
@Controller('api/v1/admin')
@RequiresLogin({ roles: ['Admin'] })
export class ListDiscountAuditUsersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('discount_audit/users')
  @ApiOperation({ summary: 'Nutzer mit Rolle Händler oder Admin (Filter des Änderungsprotokolls)' })
  @RespondsWith('DiscountAuditUsersResponse')
  users(@Query() _query: NoQueryDto): Promise<DiscountAuditUsersResponse> {
    return this.queryBus.execute(new ListDiscountAuditUsersQuery());
  }
}
