import { CUSTOMER_GROUP_INPUTS } from '@autoleasing/contracts';
import { QueryValue } from '../../../common/http/query-dto';
import { optionalUuid, requiredUuid } from '../../../common/http/query-values';
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
