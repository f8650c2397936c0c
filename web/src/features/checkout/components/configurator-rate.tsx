import { centsToEuroText, euroTextToCents, GERMAN_MESSAGES, maxDownpaymentCents, parseEuroText, priceLabel, type DealDto, type RatesCalculationResponse } from '@autoleasing/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { calculateRates, useUpdateFinalOffer } from '../api/checkout-api';
import { downpaymentError, rateErrorMessage, rateSavedMessage } from '../lib/configurator-rate';
import { money } from '../lib/money';
import { EuroField } from './fields';
import { ReservationNotice } from './reservation-notice';
import { useCheckoutForm } from './use-checkout-form';

interface RateForm {
  downpayment: string;
  list_price: string;
}

type Offer = DealDto['final_offer'];

/** Spec 8's rate for the typed Anzahlung and list price, on the offer's current terms. */
function rateFor(offer: Offer, values: RateForm): Promise<RatesCalculationResponse> {
  return calculateRates({
    final_offer: {
      id: offer.id,
      km_per_year: offer.km_per_year,
      months: offer.months,
      final_car_model_id: offer.final_car_model_id,
      car_spec_id: offer.car_spec_id,
      customer_group: offer.customer_group,
      fleet_size: offer.fleet_size,
      stock_car: offer.offer_type === 'stock',
      // Spec 7: money in request bodies in euros.
      list_price: parseEuroText(values.list_price),
      downpayment: parseEuroText(values.downpayment),
    },
  });
}

/**
 * The Anzahlung and list price form (spec 4.5): a change recalculates the rate, and is stored only
 * when the rate stays above 0. `clearRate`/`clearSaved` let a change of the terms drop an answer
 * that no longer fits.
 */
export function useRateForm(deal: DealDto) {
  const offer = deal.final_offer;
  const finalOffer = useUpdateFinalOffer(deal.id, offer.id);
  const [rate, setRate] = useState<RatesCalculationResponse | null>(null);
  const [rateError, setRateError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useCheckoutForm<RateForm>({ defaultValues: { downpayment: centsToEuroText(offer.downpayment_cents), list_price: centsToEuroText(offer.list_price_cents) } });

  const store = async (values: RateForm, answer: RatesCalculationResponse) => {
    const downpaymentCents = euroTextToCents(values.downpayment);
    // The server's list price after the VAT round trip of spec 9: stored only when it differs.
    const listPriceChanged = answer.custom_list_price_cents !== offer.list_price_cents;
    const downpaymentChanged = downpaymentCents !== offer.downpayment_cents;
    if (!listPriceChanged && !downpaymentChanged) return;
    try {
      await finalOffer.mutateAsync({
        // Spec 7: money without _cents in euros (the custom list price), the downpayment in cents.
        ...(listPriceChanged ? { custom_list_price: parseEuroText(values.list_price) } : {}),
        ...(downpaymentChanged ? { downpayment_cents: downpaymentCents } : {}),
      });
      setSaved(rateSavedMessage(listPriceChanged, downpaymentChanged));
      if (listPriceChanged) form.setValue('list_price', centsToEuroText(answer.custom_list_price_cents));
    } catch (error) {
      if (isApiError(error) && error.code === 'downpayment_out_of_range') form.setError('downpayment', { type: 'server', message: error.message });
      else if (isApiError(error) && error.code === 'rate_not_positive') setRateError(GERMAN_MESSAGES.rateNotPositive);
      // The order's refusals (e.g. the Anzahlung is reserved: cancel the reservation first) in the server's words.
      else if (isApiError(error) && error.statusCode === 409) setRateError(error.message);
      else setRateError(rateErrorMessage(error));
    }
  };

  const onRate = form.submit(async (values) => {
    setRateError(null);
    setSaved(null);
    let answer: RatesCalculationResponse;
    try {
      answer = await rateFor(offer, values);
    } catch (error) {
      setRate(null);
      setRateError(rateErrorMessage(error));
      return;
    }
    setRate(answer);
    if (answer.final_rate.cents <= 0) setRateError(GERMAN_MESSAGES.rateNotPositive);
    else await store(values, answer);
  });

  return { form, onRate, rate, rateError, saved, isSaving: finalOffer.isPending, clearRate: () => setRate(null), clearSaved: () => setSaved(null) };
}

function RateAnswer({ rate, saved, rateError, deal }: { rate: RatesCalculationResponse | null; saved: string | null; rateError: string | null; deal: DealDto }) {
  return (
    <>
      <div aria-live="polite">
        {rate && rate.final_rate.cents > 0 && (
          <p className="co-rate-result">
            Berechnete Finanzierungsrate: <strong>{money(rate.final_rate.cents)}</strong> {priceLabel(deal.final_offer.customer_group)} mtl.
          </p>
        )}
        {saved && <p className="alert alert--success">{saved}</p>}
      </div>
      {rateError && (
        <p className="alert alert--error" role="alert">
          {rateError}
        </p>
      )}
    </>
  );
}

export function RateSection({ deal, rating, busy }: { deal: DealDto; rating: ReturnType<typeof useRateForm>; busy: boolean }) {
  const { form } = rating;
  const offer = deal.final_offer;
  const terms = priceLabel(offer.customer_group);
  return (
    <form ref={form.formRef} className="co-card" onSubmit={rating.onRate} noValidate aria-labelledby="co-rate">
      <h2 id="co-rate">Anzahlung und Rate</h2>
      <ReservationNotice deal={deal} />
      <div className="co-grid">
        <EuroField
          label={`Anzahlung (€, ${terms})`}
          hint={`Höchstens ${money(maxDownpaymentCents(offer.list_price_cents))} (30 % des Listenpreises).`}
          error={form.formState.errors.downpayment}
          {...form.register('downpayment', { validate: (v) => downpaymentError(v, offer.list_price_cents) })}
        />
        <EuroField
          label={`Listenpreis Ihrer Ausstattung (€, ${terms})`}
          hint="Mindestens der Basislistenpreis des Fahrzeugs."
          error={form.formState.errors.list_price}
          {...form.register('list_price')}
        />
      </div>
      <button type="submit" className="button button--secondary" disabled={busy || form.formState.isSubmitting}>
        Rate berechnen
      </button>
      <RateAnswer rate={rating.rate} saved={rating.saved} rateError={rating.rateError} deal={deal} />
    </form>
  );
}
