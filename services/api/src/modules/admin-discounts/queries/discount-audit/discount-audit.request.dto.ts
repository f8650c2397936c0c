import { DISCOUNT_AUDIT_COUNT_LIMIT, DISCOUNT_AUDIT_PER_PAGE } from '@autoleasing/contracts';
import type { QueryParser } from '../../../../common/http/query-dto';
import { invalidParameter } from '../../../../common/http/query-parameters';
import { pageNumber } from '../../../../common/http/query-values';
import { DiscountAuditFilterQueryDto } from '../../shared/discount-audit-filter.request.dto';
import { PageValue } from '../../../../common/http/page-value';

/** Pages beyond the counted entries are refused: narrow the filters (or export) instead. */
const MAX_PAGE = Math.ceil(DISCOUNT_AUDIT_COUNT_LIMIT / DISCOUNT_AUDIT_PER_PAGE);

const auditPage: QueryParser<number> = (raw, key) => {
  const page = pageNumber(raw, key);
  if (page > MAX_PAGE) throw invalidParameter('page', `Es lassen sich höchstens ${MAX_PAGE} Seiten blättern. Bitte grenzen Sie die Filter ein oder laden Sie die CSV-Datei.`);
  return page;
};

export class DiscountAuditPageQueryDto extends DiscountAuditFilterQueryDto {
  @PageValue(auditPage, { maximum: MAX_PAGE }) page!: number;
}
