import { isIP } from 'node:net';
import { SECURITY_LOG_KINDS, type SecurityLogKind, type SecurityLogResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { assertOnlyKeys, invalidParameter, pageParam, single, timeParam, uuidParam, type RawQuery } from '../../../dealer-discounts/shared/query-params';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { SecurityLog, type SecurityLogFilters } from '../../security-log';

export const SECURITY_LOG_PER_PAGE = 50;

function kindParam(query: RawQuery): SecurityLogKind | undefined {
  const kind = single(query, 'kind') || undefined;
  if (kind !== undefined && !(SECURITY_LOG_KINDS as readonly string[]).includes(kind)) throw invalidParameter('kind', '„kind“ ist keine bekannte Art von Eintrag.');
  return kind as SecurityLogKind | undefined;
}

function ipParam(query: RawQuery): string | undefined {
  const ip = single(query, 'client_ip')?.trim() || undefined;
  if (ip !== undefined && !isIP(ip)) throw invalidParameter('client_ip', '„client_ip“ muss eine IPv4- oder IPv6-Adresse sein.');
  return ip;
}

function filtersOf(query: RawQuery): SecurityLogFilters {
  assertOnlyKeys(query, ['kind', 'user_id', 'client_ip', 'from', 'to', 'page']);
  const from = timeParam(query, 'from');
  const to = timeParam(query, 'to');
  if (from && to && from > to) throw invalidParameter('to', '„to“ darf nicht vor „from“ liegen.');
  return { kind: kindParam(query), userId: uuidParam(query, 'user_id'), clientIp: ipParam(query), from, to, page: pageParam(query), perPage: SECURITY_LOG_PER_PAGE };
}

/** GET /api/v1/admin/security_log (issue 20, item 8): the security log, newest first, Admin only. */
@ApiTags('admin')
@Controller('api/v1/admin/security_log')
@RequiresLogin({ roles: ['Admin'] })
export class SearchSecurityLogHttpController {
  constructor(private readonly log: SecurityLog) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Sicherheitsprotokoll, neueste zuerst (Filter: kind, user_id, client_ip, from, to), 50 je Seite' })
  async search(@Query() query: RawQuery): Promise<SecurityLogResponse> {
    return this.log.search(filtersOf(query));
  }
}
