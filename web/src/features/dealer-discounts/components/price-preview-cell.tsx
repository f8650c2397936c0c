import { formatCents, formatFactor, NO_OFFER_REASON_LABELS, offerPagePath, type CustomerGroup, type DiscountRowDto } from '@autoleasing/contracts';
import { createContext, useContext } from 'react';
import { withCustomerType } from '../../../lib/customer-type';
import type { Edits } from '../lib/edits';
import { rowPreview } from '../lib/price-preview';

/** What every row's preview needs of the table: its customer group (net or gross) and the brand's slug (the car page URL). */
export interface PricePreviewScope {
  group: CustomerGroup;
  brandSlug: string;
}

export const PricePreviewContext = createContext<PricePreviewScope | null>(null);

/** The car page of the offer, in the table's customer group (net for b2b, gross for b2c), as the catalogue links it. */
function offerHref(offerId: string, row: DiscountRowDto, scope: PricePreviewScope): string {
  return withCustomerType(offerPagePath({ id: offerId, manufacturer_name: scope.brandSlug, name: row.car_model_name }), scope.group);
}

/**
 * 'ab € 312,45 · LF 0,71' of a row (issue 21, item 7): the cheapest rate of its offers and its
 * Leasingfaktor, recomputed for drafts ('Vorschau'), linked to the live car page; otherwise
 * 'kein Angebot' and why. The link is not a tab stop (the grid's cell holds the focus): Enter on
 * the cell opens it (discount-grid), a click on the rate too.
 */
export function PricePreviewCell({ row, edits }: { row: DiscountRowDto; edits: Edits }) {
  const scope = useContext(PricePreviewContext);
  if (!scope) return null;
  const preview = rowPreview(edits, row, scope.group);
  if (preview.kind === 'invalid') return <span className="dd-price dd-price--none">Vorschau: Eingabe prüfen</span>;
  if (preview.kind === 'none') {
    return (
      <span className="dd-price dd-price--none">
        kein Angebot <span className="dd-price__reason">({NO_OFFER_REASON_LABELS[preview.reason]})</span>
      </span>
    );
  }
  const rate = `ab ${formatCents(preview.rateCents)}`;
  const factor = `LF ${formatFactor(preview.leasingFactor)}`;
  return (
    <span className={`dd-price${preview.draft ? ' dd-price--draft' : ''}`} data-rate-cents={preview.rateCents}>
      {preview.draft && <span className="dd-price__badge">Vorschau</span>}
      <a href={offerHref(preview.offerId, row, scope)} tabIndex={-1} target="_blank" rel="noreferrer" title={`Angebot öffnen: ${row.car_model_name}`} className="dd-price__rate">
        {rate}
      </a>
      <span className="dd-price__factor">{factor}</span>
    </span>
  );
}
