import { CUSTOMER_GROUPS, type CustomerGroup } from '@autoleasing/contracts';
import type { ApiPropertyOptions } from '@nestjs/swagger';
import { QueryValue, type QueryParser } from '../../../common/http/query-dto';
import { customerGroupParam, list, pageParam, timeParam, uuidParam, type RawQuery } from '../../dealer-discounts/shared/query-params';

/**
 * The admin screens' query parameters, each read by the dealer-discounts readers on its own value
 * (so the 400 answers and their German texts stay those readers' ones).
 */
const only = (raw: string | string[] | undefined, key: string): RawQuery => ({ [key]: raw });

export const optionalUuid: QueryParser<string | undefined> = (raw, key) => uuidParam(only(raw, key), key);
export const requiredUuid: QueryParser<string> = (raw, key) => uuidParam(only(raw, key), key, true);
export const optionalCustomerGroup: QueryParser<CustomerGroup | undefined> = (raw, key) => customerGroupParam(only(raw, key), key, false);
export const pageNumber: QueryParser<number> = (raw) => pageParam({ page: raw });
export const optionalTime: QueryParser<Date | undefined> = (raw, key) => timeParam(only(raw, key), key);
export const optionalList: QueryParser<string[] | undefined> = (raw, key) => list(only(raw, key), key);

/** One UUID parameter, optional unless `required`. */
export const UuidValue = (description: string, required = false): PropertyDecorator =>
  QueryValue(required ? requiredUuid : optionalUuid, { description, format: 'uuid', required });

export const CustomerGroupValue = (): PropertyDecorator =>
  QueryValue(optionalCustomerGroup, { description: 'Kundengruppe: b2b, b2c (auch B oder P)', enum: [...CUSTOMER_GROUPS, 'B', 'P'] });

export const PageValue = (parse: QueryParser<number> = pageNumber, api: ApiPropertyOptions = {}): PropertyDecorator =>
  QueryValue(parse, { description: 'Seite (ab 1)', type: Number, minimum: 1, default: 1, ...api } as ApiPropertyOptions);
