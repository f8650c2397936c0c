import {
  CUSTOMER_GROUPS,
  DISCOUNT_TABLE_PAGE_SIZES,
  isDiscountCellField,
  isDiscountSortKey,
  parseCustomerGroup,
  type CustomerGroup,
  type DiscountCellField,
  type DiscountSortKey,
} from '@autoleasing/contracts';
import type { QueryParser } from '../../../common/http/query-dto';
import { invalidParameter } from '../../../common/http/query-parameters';
import { optional, required, singleValue } from '../../../common/http/query-values';

/** Parsers of the dealer area's query parameters (`@QueryValue`, shared/query-dtos.ts). */
function customerGroup(value: string, key: string): CustomerGroup {
  const group = parseCustomerGroup(value);
  if (!group) throw invalidParameter(key, '„customer_group“ erlaubt nur b2b und b2c.');
  return group;
}

/** b2b or b2c (also B or P); CUSTOMER_GROUP_PARAMETER describes it in the OpenAPI document. */
export const requiredCustomerGroup = required(customerGroup);
export const optionalCustomerGroup = optional(customerGroup);
export const CUSTOMER_GROUP_PARAMETER = { enum: [...CUSTOMER_GROUPS], description: 'b2b oder b2c (auch B oder P)' };

/** A discount cell's field name. */
export const cellField = optional((value, key): DiscountCellField => {
  if (!isDiscountCellField(value)) throw invalidParameter(key);
  return value;
});

/** The search text, trimmed; empty: undefined. */
export const searchText: QueryParser<string | undefined> = (raw, key) => singleValue(raw, key)?.trim() || undefined;

/** What a table page's rows may carry besides spec 3.11's row (`include`, comma-separated). */
export const ROW_INCLUDES = ['cell_editors'] as const;

/**
 * Sort column, direction and page size of the table (issue 21): `sort` one of DISCOUNT_SORT_KEYS
 * (none = series and model name), `sort_direction` asc (default) or desc, `per_page` 20 (default),
 * 50 or 100. Anything else answers 400 `invalid_parameter` with a German message.
 */
export const sortKey: QueryParser<DiscountSortKey | null> = (raw) => {
  const sort = singleValue(raw, 'sort') || null;
  if (sort !== null && !isDiscountSortKey(sort)) throw invalidParameter('sort', `Nach „${sort.slice(0, 60)}“ kann die Tabelle nicht sortiert werden.`);
  return sort;
};

export const perPage: QueryParser<number> = (raw) => {
  const value = singleValue(raw, 'per_page') || String(DISCOUNT_TABLE_PAGE_SIZES[0]);
  if (!(DISCOUNT_TABLE_PAGE_SIZES as readonly number[]).map(String).includes(value)) {
    throw invalidParameter('per_page', `„per_page“ erlaubt nur ${DISCOUNT_TABLE_PAGE_SIZES.join(', ')} Zeilen je Seite.`);
  }
  return Number(value);
};
