import { CUSTOMER_GROUPS } from '@autoleasing/contracts';
import type { ApiPropertyOptions } from '@nestjs/swagger';
import { QueryValue, type QueryParser } from '../../../common/http/query-dto';
import { commaList, isoTime, optionalUuid, pageNumber, requiredUuid } from '../../../common/http/query-values';
import { optionalCustomerGroup } from '../../dealer-discounts/shared/query-params';

/**
 * The admin screens' query parameters: the common parsers and the dealer area's customer group,
 * so the 400 answers and their German texts are the dealer area's ones.
 */
export { optionalCustomerGroup, optionalUuid, pageNumber, requiredUuid };
export const optionalTime = isoTime;
export const optionalList = commaList;

/** One UUID parameter, optional unless `required`. */
export const UuidValue = (description: string, required = false): PropertyDecorator =>
  QueryValue(required ? requiredUuid : optionalUuid, { description, format: 'uuid', required });

export const CustomerGroupValue = (): PropertyDecorator =>
  QueryValue(optionalCustomerGroup, { description: 'Kundengruppe: b2b, b2c (auch B oder P)', enum: [...CUSTOMER_GROUPS, 'B', 'P'] });

export const PageValue = (parse: QueryParser<number> = pageNumber, api: ApiPropertyOptions = {}): PropertyDecorator =>
  QueryValue(parse, { description: 'Seite (ab 1)', type: Number, minimum: 1, default: 1, ...api } as ApiPropertyOptions);
