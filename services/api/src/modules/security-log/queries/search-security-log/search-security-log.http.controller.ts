import type { SecurityLogResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { SearchSecurityLogQuery } from './search-security-log.query';
import { filtersOf, SecurityLogQueryDto } from './search-security-log.request.dto';

/** GET /api/v1/admin/security_log (issue 20, item 8): the security log, newest first, Admin only. */
@ApiTags('admin')
@Controller('api/v1/admin/security_log')
@RequiresLogin({ roles: ['Admin'] })
export class SearchSecurityLogHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Sicherheitsprotokoll, neueste zuerst (Filter: kind, user_id, client_ip, from, to), 50 je Seite' })
  @RespondsWith('SecurityLogResponse')
  search(@Query() query: SecurityLogQueryDto): Promise<SecurityLogResponse> {
    return this.queryBus.execute(new SearchSecurityLogQuery(filtersOf(query)));
  }
}
