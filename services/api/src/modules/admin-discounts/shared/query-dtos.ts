import { CUSTOMER_GROUP_INPUTS } from '@autoleasing/contracts';
import type { ApiPropertyOptions } from '@nestjs/swagger';
import { QueryValue, type QueryParser } from '../../../common/http/query-dto';
import { optionalUuid, pageNumber, requiredUuid } from '../../../common/http/query-values';
import { optionalCustomerGroup } from '../../dealer-discounts/shared/query-params';

/**
 * Decorators of the admin screens' query parameters. The customer group is the dealer area's
 * parser, so the 400 answers and their German texts are the dealer area's ones.
 */

/** One UUID parameter, optional unless `required`. */
export const UuidValue = (description: string, required = false): PropertyDecorator =>
  QueryValue(required ? requiredUuid : optionalUuid, { description, format: 'uuid', required });

export const CustomerGroupValue = (): PropertyDecorator =>
  QueryValue(optionalCustomerGroup, { description: 'Kundengruppe: b2b, b2c (auch B oder P)', enum: CUSTOMER_GROUP_INPUTS });

export const PageValue = (parse: QueryParser<number> = pageNumber, api: ApiPropertyOptions = {}): PropertyDecorator =>
  QueryValue(parse, { description: 'Seite (ab 1)', type: Number, minimum: 1, default: 1, ...api } as ApiPropertyOptions);
