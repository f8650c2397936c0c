import { isIP } from 'node:net';
import { SECURITY_LOG_KINDS, type SecurityLogKind } from '@autoleasing/contracts';
import { QueryValue, type QueryParser } from '../../../../common/http/query-dto';
import { invalidParameter } from '../../../../common/http/query-parameters';
import { assertTimeOrder, isoTime, optional, optionalUuid, pageNumber, singleValue } from '../../../../common/http/query-values';
import type { SecurityLogFilters } from '../../shared/security-log';

export const SECURITY_LOG_PER_PAGE = 50;

const kindOf = optional((value): SecurityLogKind => {
  if (!(SECURITY_LOG_KINDS as readonly string[]).includes(value)) throw invalidParameter('kind', '„kind“ ist keine bekannte Art von Eintrag.');
  return value as SecurityLogKind;
});

const clientIpOf: QueryParser<string | undefined> = (raw, key) => {
  const ip = singleValue(raw, key)?.trim() || undefined;
  if (ip !== undefined && !isIP(ip)) throw invalidParameter('client_ip', '„client_ip“ muss eine IPv4- oder IPv6-Adresse sein.');
  return ip;
};

export class SecurityLogQueryDto {
  @QueryValue(isoTime, { format: 'date-time', description: 'Ab diesem Zeitpunkt (ISO 8601)' }) from?: Date;
  @QueryValue(isoTime, { format: 'date-time', description: 'Bis zu diesem Zeitpunkt (ISO 8601)' }) to?: Date;
  @QueryValue(kindOf, { enum: [...SECURITY_LOG_KINDS] }) kind?: SecurityLogKind;
  @QueryValue(optionalUuid, { format: 'uuid' }) user_id?: string;
  @QueryValue(clientIpOf, { description: 'IPv4- oder IPv6-Adresse' }) client_ip?: string;
  @QueryValue(pageNumber, { type: Number }) page!: number;
}

/** The one rule that spans parameters, after the pipe has read each. */
export function filtersOf(query: SecurityLogQueryDto): SecurityLogFilters {
  const { from, to } = query;
  assertTimeOrder(from, to);
  return { kind: query.kind, userId: query.user_id, clientIp: query.client_ip, from, to, page: query.page, perPage: SECURITY_LOG_PER_PAGE };
}
