import {
  ALLOWED_KM_PER_YEAR,
  DELIVERY_OPTION_LABELS,
  DELIVERY_OPTIONS,
  downpaymentRangeMessage,
  euroTextToCents,
  maxDownpaymentCents,
  parseEuroText,
  priceLabel,
  type DealDto,
  type DeliveryOption,
  type RatesCalculationResponse,
} from '@autoleasing/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useQuery } from '@tanstack/react-query';
import { calculateRates, offerOptionsQueryOptions, useUpdateConfiguration, useUpdateFinalOffer } from '../api/checkout-api';
import { EuroField, SelectField } from './fields';
import { ReservationNotice } from './reservation-notice';
import { ConfiguratorGate } from './step-gate';
import { useCheckoutForm } from './use-checkout-form';
import { groupMoney, money } from '../lib/money';

/** Spec 8: the rate calculation's failure messages. */
export const LISTPRICE_TOO_LOW_MESSAGE = 'Der eingetragene Listenpreis darf nicht niedriger als der Basislistenpreis des Fahrzeugs sein.';
export const RATE_FAILED_MESSAGE = 'Wir können die Rate nicht berechnen. Bitte kontaktieren Sie das Sales-Team. Rückruf anfordern';
export const RATE_NOT_POSITIVE_MESSAGE = 'Mit dieser Anzahlung wäre die Monatsrate 0 € oder kleiner. Bitte wählen Sie eine kleinere Anzahlung.';

const MONTHS = [12, 18, 24, 30, 36, 42, 48, 54, 60] as const;

/** The deal's own value always stays in the list. */
function withCurrent(values: readonly number[], current: number): number[] {
  return [...new Set([...values, current])].sort((a, b) => a - b);
}

/**
 * The Anzahlung field's one check (issue 17): a euro amount from 0 to the banks' maximum; the
 * message names the maximum, as the server's 422 does.
 */
export function downpaymentError(text: string, listPriceCents: number): string | true {
  const cleaned = text.replace(/€/g, '').replace(/[\s\u00a0\u202f]/g, '');
  const isNumber = cleaned === '' || /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(cleaned);
  const cents = euroTextToCents(text);
  return isNumber && cents >= 0 && cents <= maxDownpaymentCents(listPriceCents) ? true : downpaymentRangeMessage(listPriceCents);
}

export function rateErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'listprice_too_low') return LISTPRICE_TOO_LOW_MESSAGE;
  return RATE_FAILED_MESSAGE;
}

interface RateForm {
  downpayment: string;
  list_price: string;
}

/** Cents as a German euro input ('2.975,00'); parseEuroText reads it back. */
const euroInput = (cents: number) => (cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Configurator({ deal }: { deal: DealDto }) {
  const offer = deal.final_offer;
  const group = offer.customer_group;
  const configuration = useUpdateConfiguration(deal.id);
  const finalOffer = useUpdateFinalOffer(deal.id, offer.id);
  const [termError, setTermError] = useState<string | null>(null);
  const [rate, setRate] = useState<RatesCalculationResponse | null>(null);
  const [rateError, setRateError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useCheckoutForm<RateForm>({ defaultValues: { downpayment: euroInput(offer.downpayment_cents), list_price: euroInput(offer.list_price_cents) } });

  // Inputs stay enabled while saving (a disabled input drops the keyboard focus); a change waits for the previous answer.
  const change = async (body: Parameters<typeof configuration.mutateAsync>[0]) => {
    if (configuration.isPending) return;
    setTermError(null);
    setSaved(null);
    try {
      await configuration.mutateAsync(body);
      setRate(null);
    } catch (error) {
      if (isApiError(error) && error.statusCode === 404) setTermError('Diese Laufzeit oder Kilometerleistung gibt es für dieses Fahrzeug nicht. Bitte wählen Sie eine andere.');
      else if (isApiError(error) && error.hasResponse) setTermError(error.message);
    }
  };

  /** Spec 4.5: a downpayment change recalculates; it is stored only when the rate stays above 0. */
  const onRate = form.submit(async (values) => {
    setRateError(null);
    setSaved(null);
    let answer: RatesCalculationResponse;
    try {
      answer = await calculateRates({
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
    } catch (error) {
      setRate(null);
      setRateError(rateErrorMessage(error));
      return;
    }
    setRate(answer);
    if (answer.final_rate.cents <= 0) {
      setRateError(RATE_NOT_POSITIVE_MESSAGE);
      return;
    }
    const downpaymentCents = euroTextToCents(values.downpayment);
    // The server's list price after the VAT round trip of spec 9: stored only when it differs.
    const listPriceChanged = answer.custom_list_price_cents !== offer.list_price_cents;
    const downpaymentChanged = downpaymentCents !== offer.downpayment_cents;
    if (listPriceChanged || downpaymentChanged) {
      try {
        await finalOffer.mutateAsync({
          // Spec 7: money without _cents in euros (the custom list price), the downpayment in cents.
          ...(listPriceChanged ? { custom_list_price: parseEuroText(values.list_price) } : {}),
          ...(downpaymentChanged ? { downpayment_cents: downpaymentCents } : {}),
        });
        setSaved(
          listPriceChanged && downpaymentChanged
            ? 'Ihr Listenpreis und Ihre Anzahlung wurden übernommen und die Rate neu berechnet.'
            : listPriceChanged
              ? 'Ihr Listenpreis wurde übernommen und die Rate neu berechnet.'
              : 'Ihre Anzahlung wurde übernommen und die Rate neu berechnet.',
        );
        if (listPriceChanged) form.setValue('list_price', euroInput(answer.custom_list_price_cents));
      } catch (error) {
        if (isApiError(error) && error.code === 'downpayment_out_of_range') form.setError('downpayment', { type: 'server', message: error.message });
        else if (isApiError(error) && error.code === 'rate_not_positive') setRateError(RATE_NOT_POSITIVE_MESSAGE);
        // The order's refusals (e.g. the Anzahlung is reserved: cancel the reservation first) in the server's words.
        else if (isApiError(error) && error.statusCode === 409) setRateError(error.message);
        else setRateError(rateErrorMessage(error));
      }
    }
  });

  const busy = configuration.isPending || finalOffer.isPending;
  // Only what the offer has (the catalogue's terms and delivery prices); the full lists while unknown.
  const options = useQuery(offerOptionsQueryOptions(offer.car_spec_id, offer.customer_group)).data;
  const monthsOptions = options ? [...new Set(options.terms.map((t) => t.months))].sort((a, b) => a - b) : MONTHS;
  const kmOptions = options
    ? [...new Set(options.terms.filter((t) => t.months === offer.months).map((t) => t.km_per_year))].sort((a, b) => a - b)
    : ALLOWED_KM_PER_YEAR;
  const deliveryOptions = options ? DELIVERY_OPTIONS.filter((o) => options.deliveryPrices[o] != null || o === offer.delivery_option) : DELIVERY_OPTIONS;
  /** A new term length keeps the km when the offer has that pair, else takes the lowest km of it. */
  const changeMonths = (months: number) => {
    const kms = options?.terms.filter((t) => t.months === months).map((t) => t.km_per_year) ?? [];
    const keepKm = !options || kms.includes(offer.km_per_year);
    void change(keepKm ? { months } : { months, km_per_year: Math.min(...kms) });
  };
  return (
    <div className="co-step" data-route-name="checkout-configurator">
      <h1>Fahrzeug konfigurieren</h1>
      <CarHeader deal={deal} />
      <section aria-labelledby="co-term" className="co-card">
        <h2 id="co-term">Laufzeit und Lieferung</h2>
        {/* Wide columns: a delivery option with its price ("Abholung beim Händler (€ 1.190,00)") is cut off at 220px. */}
        <div className="co-grid co-grid--wide">
          <SelectField
            label="Laufzeit"
            value={String(offer.months)}
            aria-busy={busy || undefined}
            options={withCurrent(monthsOptions, offer.months).map((m) => ({ value: String(m), label: `${m} Monate` }))}
            onChange={(e) => changeMonths(Number(e.target.value))}
          />
          <SelectField
            label="Kilometer pro Jahr"
            value={String(offer.km_per_year)}
            aria-busy={busy || undefined}
            options={withCurrent(kmOptions, offer.km_per_year).map((km) => ({ value: String(km), label: `${km.toLocaleString('de-DE')} km` }))}
            onChange={(e) => void change({ km_per_year: Number(e.target.value) })}
          />
          <SelectField
            label="Lieferung"
            value={offer.delivery_option}
            aria-busy={busy || undefined}
            options={deliveryOptions.map((o) => ({
              value: o,
              label: options?.deliveryPrices[o] != null ? `${DELIVERY_OPTION_LABELS[o]} (${groupMoney(options.deliveryPrices[o] as number, group)})` : DELIVERY_OPTION_LABELS[o],
            }))}
            onChange={(e) => void change({ delivery_option: e.target.value as DeliveryOption })}
          />
        </div>
        {termError && (
          <p className="co-field__error" role="alert">
            {termError}
          </p>
        )}
        <div className="co-checks">
          <label className="co-toggle">
            <input type="checkbox" checked={offer.insurance_enabled} onChange={(e) => void change({ insurance_enabled: e.target.checked })} />
            <span>
              Versicherung einschließen {offer.insurance_rate_cents > 0 && <span className="co-muted">({groupMoney(offer.insurance_rate_cents, group, { monthly: true })})</span>}
            </span>
          </label>
          <label className="co-toggle">
            <input type="checkbox" checked={offer.service_package_enabled} onChange={(e) => void change({ service_package: e.target.checked })} />
            <span>
              Wartung und Verschleiß (Servicepaket) {offer.service_rate_cents > 0 && <span className="co-muted">({groupMoney(offer.service_rate_cents, group, { monthly: true })})</span>}
            </span>
          </label>
        </div>
      </section>

      <form ref={form.formRef} className="co-card" onSubmit={onRate} noValidate aria-labelledby="co-rate">
        <h2 id="co-rate">Anzahlung und Rate</h2>
        <ReservationNotice deal={deal} />
        <div className="co-grid">
          <EuroField
            label={`Anzahlung (€, ${group === 'b2c' ? 'inkl. USt.' : 'netto'})`}
            hint={`Höchstens ${money(maxDownpaymentCents(offer.list_price_cents))} (30 % des Listenpreises).`}
            error={form.formState.errors.downpayment}
            {...form.register('downpayment', { validate: (v) => downpaymentError(v, offer.list_price_cents) })}
          />
          <EuroField
            label={`Listenpreis Ihrer Ausstattung (€, ${group === 'b2c' ? 'inkl. USt.' : 'netto'})`}
            hint="Mindestens der Basislistenpreis des Fahrzeugs."
            error={form.formState.errors.list_price}
            {...form.register('list_price')}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={busy || form.formState.isSubmitting}>
          Rate berechnen
        </button>
        <div aria-live="polite">
          {rate && rate.final_rate.cents > 0 && (
            <p className="co-rate-result">
              Berechnete Finanzierungsrate: <strong>{money(rate.final_rate.cents)}</strong> {priceLabel(group)} mtl.
            </p>
          )}
          {saved && <p className="co-alert co-alert--success">{saved}</p>}
        </div>
        {rateError && (
          <p className="co-alert co-alert--error" role="alert">
            {rateError}
          </p>
        )}
      </form>

      <div className="co-actions">
        <Link className="button" to={`/checkout/configurator/summary?deal_id=${encodeURIComponent(deal.id)}`}>
          Weiter zur Übersicht
        </Link>
      </div>
    </div>
  );
}

export function CarHeader({ deal }: { deal: DealDto }) {
  const car = deal.final_offer.final_car_model;
  const offer = deal.final_offer;
  return (
    <div className="co-car">
      {car.image_public_url && <img src={car.image_public_url} alt={`${car.manufacturer_name} ${car.car_series_name}`} width={240} height={150} />}
      <div>
        <p className="co-car__name">
          {car.manufacturer_name} {car.car_series_name}
        </p>
        <p className="co-muted">{car.name}</p>
        <p className="co-car__rate">
          <strong>{money(offer.total_rate_cents)}</strong> {offer.customer_group === 'b2b' ? 'netto mtl.' : 'Inkl. USt/mtl.'}
        </p>
      </div>
    </div>
  );
}

/** /checkout/configurator (route checkout-configurator). */
export function ConfiguratorPage() {
  return <ConfiguratorGate>{({ deal }) => <Configurator deal={deal} />}</ConfiguratorGate>;
}
