import type { CustomerGroup } from '@autoleasing/contracts';
import { assertSlug } from '../../shared/path-params';
import { customerGroupOf, type GroupQuery } from '../../shared/query-params';

export function parseCarSeriesDetailRequest(slug: string, query: GroupQuery): { slug: string; customerGroup: CustomerGroup } {
  return { slug: assertSlug(slug), customerGroup: customerGroupOf(query) };
}
