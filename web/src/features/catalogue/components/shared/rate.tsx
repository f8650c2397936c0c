import { formatCents, type CustomerGroup } from '@autoleasing/contracts';
import { rateSuffix } from '../../lib/price-labels';

/** 'ab € 213,30 inkl. USt. mtl.' with the group's label (netto mtl. / inkl. USt. mtl.). */
export function Rate({ cents, group, from = false }: { cents: number; group: CustomerGroup; from?: boolean }) {
  return (
    <p className="rate">
      {from && <span className="rate__from">ab </span>}
      <strong className="rate__value">{formatCents(cents)}</strong> <span className="rate__label">{rateSuffix(group)}</span>
    </p>
  );
}
