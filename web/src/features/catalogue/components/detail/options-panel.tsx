import { DELIVERY_OPTION_LABELS, formatCents, type CustomerGroup, type DeliveryOption, type LeaseTermDto } from '@autoleasing/contracts';
import type { PricedDelivery } from '../../lib/delivery';
import { oneOffPriceLabel, rateSuffix } from '../../lib/price-labels';
import { servicePackageForced, type ChosenOptions } from '../../lib/total-price';

interface OptionsPanelProps {
  term: LeaseTermDto;
  group: CustomerGroup;
  options: ChosenOptions;
  onOptions: (options: ChosenOptions) => void;
  insuranceAvailable: boolean;
  deliveries: PricedDelivery[];
  delivery: DeliveryOption | undefined;
  onDelivery: (option: DeliveryOption) => void;
}

/** Insurance, service package and delivery (spec 2.6, 4.9). */
export function OptionsPanel({ term, group, options, onOptions, insuranceAvailable, deliveries, delivery, onDelivery }: OptionsPanelProps) {
  const insurancePossible = insuranceAvailable && term.insurance_rate_cents > 0;
  const serviceForced = servicePackageForced(term);
  const servicePossible = term.service_type !== 'none';
  return (
    <div className="options-panel">
      <fieldset className="choice-group">
        <legend>Zusatzleistungen</legend>
        <label className="option-row">
          <input type="checkbox" checked={insurancePossible && options.insurance} disabled={!insurancePossible} onChange={(e) => onOptions({ ...options, insurance: e.target.checked })} />
          <span className="option-row__label">Kfz-Versicherung</span>
          <span className="option-row__price">
            {insurancePossible ? `+ ${formatCents(term.insurance_rate_cents)} ${rateSuffix(group)}` : 'für diese Laufzeit nicht verfügbar'}
          </span>
        </label>
        <label className="option-row">
          <input
            type="checkbox"
            checked={serviceForced || (servicePossible && options.servicePackage)}
            disabled={serviceForced || !servicePossible}
            onChange={(e) => onOptions({ ...options, servicePackage: e.target.checked })}
          />
          <span className="option-row__label">Wartung &amp; Verschleiß{serviceForced ? ' (im Angebot enthalten)' : ''}</span>
          <span className="option-row__price">{servicePossible ? `+ ${formatCents(term.service_rate_cents)} ${rateSuffix(group)}` : 'für diese Laufzeit nicht verfügbar'}</span>
        </label>
      </fieldset>
      {deliveries.length > 0 && (
        <fieldset className="choice-group">
          <legend>Auslieferung (einmalig, {oneOffPriceLabel(group)})</legend>
          {deliveries.map(({ option, priceCents }) => (
            <label key={option} className="option-row">
              <input type="radio" name="delivery_option" value={option} checked={delivery === option} onChange={() => onDelivery(option)} />
              <span className="option-row__label">{DELIVERY_OPTION_LABELS[option]}</span>
              <span className="option-row__price">{formatCents(priceCents)} {oneOffPriceLabel(group)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
