import { BODY_TYPES, CUSTOMER_GROUPS, DISCOUNT_ROW_STATES, FUEL_TYPES, GEAR_TYPES } from '@autoleasing/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

/** The table's main params (spec 7.1) in the OpenAPI document. */
export const SCOPE_QUERY_DOCS = () =>
  applyDecorators(
    ApiQuery({ name: 'customer_group', required: true, enum: CUSTOMER_GROUPS }),
    ApiQuery({ name: 'bank_id', required: true, schema: { type: 'string', format: 'uuid' } }),
    ApiQuery({ name: 'manufacturer_id', required: true, schema: { type: 'string', format: 'uuid' } }),
  );

const commaList = (values?: readonly string[]) => ({ type: 'string' as const, description: values ? `Kommaliste aus ${values.join(', ')}` : 'Kommaliste' });

/** The same filters as GET …/discounts. */
export const FILTER_QUERY_DOCS = () =>
  applyDecorators(
    ApiQuery({ name: 'car_series', required: false, schema: commaList() }),
    ApiQuery({ name: 'trim_level', required: false, schema: commaList() }),
    ApiQuery({ name: 'fuel_type', required: false, schema: commaList(FUEL_TYPES) }),
    ApiQuery({ name: 'gear_type', required: false, schema: commaList(GEAR_TYPES) }),
    ApiQuery({ name: 'body_type', required: false, schema: commaList(BODY_TYPES) }),
    ApiQuery({ name: 'state', required: false, schema: commaList(DISCOUNT_ROW_STATES) }),
    ApiQuery({ name: 'search', required: false, schema: { type: 'string' } }),
  );
