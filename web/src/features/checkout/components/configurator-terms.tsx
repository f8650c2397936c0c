import { ALLOWED_KM_PER_YEAR, DELIVERY_OPTION_LABELS, DELIVERY_OPTIONS, type DealDto, type DeliveryOption, formatCount, type UpdateDealRequest } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { offerOptionsQueryOptions, useUpdateConfiguration } from '../api/checkout-api';
import { groupMoney } from '../lib/money';
import { SelectField } from './fields';

const MONTHS = [12, 18, 24, 30, 36, 42, 48, 54, 60] as const;

/** The deal's own value always stays in the list. */
function withCurrent(values: readonly number[], current: number): number[] {
  return [...new Set([...values, current])].sort((a, b) => a - b);
}

/** What a change of the terms tells the rest of the configurator: it starts (old confirmations go) and it is stored (the old rate goes). */
export interface TermChangeListener {
  onStart: () => void;
  onStored: () => void;
}

/** Inputs stay enabled while saving (a disabled input drops the keyboard focus); a change waits for the previous answer. */
export function useTermChange(dealId: string, listener: TermChangeListener) {
  const configuration = useUpdateConfiguration(dealId);
  const [error, setError] = useState<string | null>(null);
  const change = async (body: UpdateDealRequest) => {
    if (configuration.isPending) return;
    setError(null);
    listener.onStart();
    try {
      await configuration.mutateAsync(body);
      listener.onStored();
    } catch (caught) {
      if (isApiError(caught) && caught.statusCode === 404) setError('Diese Laufzeit oder Kilometerleistung gibt es für dieses Fahrzeug nicht. Bitte wählen Sie eine andere.');
      else if (isApiError(caught) && caught.hasResponse) setError(caught.message);
    }
  };
  return { change, error, isPending: configuration.isPending };
}

type ChangeTerms = (body: UpdateDealRequest) => Promise<void>;

/** Only what the offer has (the catalogue's terms and delivery prices); the full lists while unknown. */
function useOfferChoices(offer: DealDto['final_offer']) {
  const options = useQuery(offerOptionsQueryOptions(offer.car_spec_id, offer.customer_group)).data;
  const months = options ? [...new Set(options.terms.map((t) => t.months))].sort((a, b) => a - b) : MONTHS;
  const kms = options ? [...new Set(options.terms.filter((t) => t.months === offer.months).map((t) => t.km_per_year))].sort((a, b) => a - b) : ALLOWED_KM_PER_YEAR;
  const deliveries = options ? DELIVERY_OPTIONS.filter((o) => options.deliveryPrices[o] != null || o === offer.delivery_option) : DELIVERY_OPTIONS;
  /** A new term length keeps the km when the offer has that pair, else takes the lowest km of it. */
  const monthsChange = (value: number): UpdateDealRequest => {
    const kmsOfMonths = options?.terms.filter((t) => t.months === value).map((t) => t.km_per_year) ?? [];
    const keepKm = !options || kmsOfMonths.includes(offer.km_per_year);
    return keepKm ? { months: value } : { months: value, km_per_year: Math.min(...kmsOfMonths) };
  };
  const deliveryPrice = (option: DeliveryOption) => options?.deliveryPrices[option];
  return { months, kms, deliveries, monthsChange, deliveryPrice };
}

function TermSelects({ deal, change, busy }: { deal: DealDto; change: ChangeTerms; busy: boolean }) {
  const offer = deal.final_offer;
  const choices = useOfferChoices(offer);
  const deliveryLabel = (option: DeliveryOption) => {
    const price = choices.deliveryPrice(option);
    return price != null ? `${DELIVERY_OPTION_LABELS[option]} (${groupMoney(price, offer.customer_group)})` : DELIVERY_OPTION_LABELS[option];
  };
  return (
    // Wide columns: a delivery option with its price ("Abholung beim Händler (€ 1.190,00)") is cut off at 220px.
    <div className="co-grid co-grid--wide">
      <SelectField
        label="Laufzeit"
        value={String(offer.months)}
        aria-busy={busy || undefined}
        options={withCurrent(choices.months, offer.months).map((m) => ({ value: String(m), label: `${m} Monate` }))}
        onChange={(e) => void change(choices.monthsChange(Number(e.target.value)))}
      />
      <SelectField
        label="Kilometer pro Jahr"
        value={String(offer.km_per_year)}
        aria-busy={busy || undefined}
        options={withCurrent(choices.kms, offer.km_per_year).map((km) => ({ value: String(km), label: `${formatCount(km)} km` }))}
        onChange={(e) => void change({ km_per_year: Number(e.target.value) })}
      />
      <SelectField
        label="Lieferung"
        value={offer.delivery_option}
        aria-busy={busy || undefined}
        options={choices.deliveries.map((o) => ({ value: o, label: deliveryLabel(o) }))}
        onChange={(e) => void change({ delivery_option: e.target.value as DeliveryOption })}
      />
    </div>
  );
}

function PackageToggles({ deal, change }: { deal: DealDto; change: ChangeTerms }) {
  const offer = deal.final_offer;
  const monthly = (cents: number) => cents > 0 && <span className="co-muted">({groupMoney(cents, offer.customer_group, { monthly: true })})</span>;
  return (
    <div className="co-checks">
      <label className="co-toggle">
        <input type="checkbox" checked={offer.insurance_enabled} onChange={(e) => void change({ insurance_enabled: e.target.checked })} />
        <span>Versicherung einschließen {monthly(offer.insurance_rate_cents)}</span>
      </label>
      <label className="co-toggle">
        <input type="checkbox" checked={offer.service_package_enabled} onChange={(e) => void change({ service_package: e.target.checked })} />
        <span>Wartung und Verschleiß (Servicepaket) {monthly(offer.service_rate_cents)}</span>
      </label>
    </div>
  );
}

/** Laufzeit, Kilometer, Lieferung and the packages: each change is stored at once (spec 4.5). */
export function TermSection({ deal, terms, busy }: { deal: DealDto; terms: ReturnType<typeof useTermChange>; busy: boolean }) {
  return (
    <section aria-labelledby="co-term" className="co-card">
      <h2 id="co-term">Laufzeit und Lieferung</h2>
      <TermSelects deal={deal} change={terms.change} busy={busy} />
      {terms.error && (
        <p className="field-error" role="alert">
          {terms.error}
        </p>
      )}
      <PackageToggles deal={deal} change={terms.change} />
    </section>
  );
}
