import type { DealDto } from '@autoleasing/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { dealQueryOptions, voidReservation } from '../api/checkout-api';
import { money } from '../lib/money';

/**
 * While the Anzahlung is reserved on the customer's card, Anzahlung, term, km and payment choice
 * stay as they are (the server refuses with payment_authorised_terms_frozen). This says so and
 * offers the way out: cancelling the reservation, after which the amount is due again.
 */
export function ReservationNotice({ deal }: { deal: DealDto }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (deal.payment_status !== 'authorised') return null;

  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await voidReservation(deal.id);
      await queryClient.invalidateQueries({ queryKey: dealQueryOptions(deal.id).queryKey });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="alert alert--warning" role="status">
      <p>
        Ihre Anzahlung von {money(deal.final_offer.downpayment_cents)} ist auf Ihrer Karte reserviert. Solange die Reservierung besteht, bleiben Anzahlung,
        Laufzeit, Kilometer und Zahlungsart unverändert.
      </p>
      <button type="button" className="button button--secondary" onClick={() => void cancel()} disabled={busy}>
        Reservierung aufheben
      </button>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
