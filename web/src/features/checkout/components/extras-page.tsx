import {
  DELIVERY_OPTION_LABELS,
  DELIVERY_OPTIONS,
  checkoutStepPath,
  type DealDto,
  type DeliveryOption,
  type ExtraName,
  type FinalOfferExtrasDto,
  type LogisticsChoice,
} from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { extrasQueryOptions, useUpdateExtras, useUpdateFinalOffer } from '../api/checkout-api';
import { nextStep, previousStep } from '../lib/step-guard';
import { CheckboxField } from './fields';
import { StepFrame } from './step-frame';
import { StepGate, type StepContext } from './step-gate';
import { groupMoney } from '../lib/money';

const LOGISTICS_LABELS: Record<LogisticsChoice, string> = {
  deliveryAndRegistration: 'Zulassung und Lieferung übernehmen wir',
  registration: 'Nur die Zulassung übernehmen wir',
};

export const EXTRAS_AGB_MESSAGE = 'Bitte stimmen Sie den Bedingungen für Extras zu.';

type ExtrasChange = Parameters<ReturnType<typeof useUpdateExtras>['mutate']>[0];

/** Delivery option and logistics; factory pickup leaves no extras to book. */
function HandoverSection({ data, send, saving }: { data: FinalOfferExtrasDto; send: (body: ExtrasChange) => void; saving: boolean }) {
  return (
    <section className="co-card" aria-labelledby="co-delivery">
      <h2 id="co-delivery">Übergabe des Fahrzeugs</h2>
      <fieldset className="co-radios">
        <legend>Lieferoption</legend>
        {DELIVERY_OPTIONS.map((option) => (
          <label key={option} className="co-radio">
            <input
              type="radio"
              name="delivery_option"
              value={option}
              checked={data.delivery_option === option}
              aria-disabled={saving || undefined}
              onChange={() => send({ delivery_option: option as DeliveryOption })}
            />
            {DELIVERY_OPTION_LABELS[option]}
          </label>
        ))}
      </fieldset>
      {data.delivery_option === 'by_factory' && <p className="co-muted">Bei Abholung im Werk sind keine Extras buchbar.</p>}
      <fieldset className="co-radios">
        <legend>Logistik</legend>
        {(Object.keys(LOGISTICS_LABELS) as LogisticsChoice[]).map((choice) => (
          <label key={choice} className="co-radio">
            <input type="radio" name="logistics" value={choice} checked={data.logistics === choice} onChange={() => send({ logistics: choice })} />
            {LOGISTICS_LABELS[choice]}
          </label>
        ))}
        <label className="co-radio">
          <input type="radio" name="logistics" value="" checked={data.logistics === null} onChange={() => send({ logistics: null })} />
          Ich kümmere mich selbst um Zulassung und Abholung
        </label>
      </fieldset>
      <p className="co-muted">
        Lieferung: {data.delivery_selected ? 'ja' : 'nein'} · Zulassung: {data.registration_selected ? 'ja' : 'nein'}
      </p>
    </section>
  );
}

/** One extra at a time (the same again clears it), and the consent to the extras' terms. */
function ExtrasSection({
  deal,
  data,
  send,
  saving,
  consentError,
  clearConsentError,
}: {
  deal: DealDto;
  data: FinalOfferExtrasDto;
  send: (body: ExtrasChange) => void;
  saving: boolean;
  consentError: boolean;
  clearConsentError: () => void;
}) {
  const finalOffer = useUpdateFinalOffer(deal.id, deal.final_offer.id);
  const selected = data.extras.some((e) => e.selected);
  const consent = deal.final_offer.extras_agb_consent;
  return (
    <section className="co-card" aria-labelledby="co-extras">
      <h2 id="co-extras">Extras</h2>
      <p>Sie können ein Extra wählen. Ein erneuter Klick auf das gewählte Extra hebt die Auswahl auf.</p>
      <ul className="co-extras">
        {data.extras.map((extra) => (
          <li key={extra.extra_id}>
            <button
              type="button"
              className={`co-extra${extra.selected ? ' is-selected' : ''}`}
              aria-pressed={extra.selected}
              disabled={data.delivery_option === 'by_factory'}
              aria-busy={saving || undefined}
              onClick={() => send({ extra_id: extra.extra_id as ExtraName })}
            >
              <span>{extra.extra.label}</span>
              <span>{groupMoney(extra.price_cents, deal.customer_group)} einmalig</span>
            </button>
          </li>
        ))}
      </ul>
      <CheckboxField
        id="co-extras-agb"
        label="Ich stimme den Bedingungen für die gewählten Extras (Zulassung und Lieferung durch unseren Partner) zu."
        checked={consent}
        aria-busy={finalOffer.isPending || undefined}
        error={consentError && selected && !consent ? { type: 'required', message: EXTRAS_AGB_MESSAGE } : undefined}
        onChange={(e) => {
          clearConsentError();
          if (!finalOffer.isPending) finalOffer.mutate({ extras_agb_consent: e.target.checked });
        }}
      />
    </section>
  );
}

function Extras({ ctx }: { ctx: StepContext }) {
  const { deal } = ctx;
  const navigate = useNavigate();
  const extras = useQuery(extrasQueryOptions(deal.id));
  const update = useUpdateExtras(deal.id);
  const [consentError, setConsentError] = useState(false);
  if (!extras.data) return <p role="status">Extras werden geladen …</p>;
  const data: FinalOfferExtrasDto = extras.data;
  const previous = previousStep('extras', ctx.group);
  // Inputs stay enabled while a change is saved (a disabled input drops the keyboard focus);
  // a second change waits for the first answer instead.
  const send = (body: ExtrasChange) => {
    if (!update.isPending) update.mutate(body);
  };

  const proceed = () => {
    if (data.extras.some((e) => e.selected) && !deal.final_offer.extras_agb_consent) {
      setConsentError(true);
      setTimeout(() => document.getElementById('co-extras-agb')?.focus(), 0);
      return;
    }
    void navigate(checkoutStepPath(nextStep('extras', ctx.group), deal.id));
  };

  return (
    <>
      <HandoverSection data={data} send={send} saving={update.isPending} />
      <ExtrasSection deal={deal} data={data} send={send} saving={update.isPending} consentError={consentError} clearConsentError={() => setConsentError(false)} />
      <div className="co-actions">
        {previous && (
          <Link className="button button--secondary" to={checkoutStepPath(previous, deal.id)}>
            Zurück
          </Link>
        )}
        <button type="button" className="button" onClick={proceed}>
          Weiter zur Zusammenfassung
        </button>
      </div>
    </>
  );
}

/** /checkout/extras (spec 4.5): one extra at a time, the same again clears it, factory pickup resets extras. */
export function ExtrasPage() {
  return (
    <StepGate step="extras">
      {(ctx) => (
        <StepFrame step="extras" group={ctx.group} dealId={ctx.dealId} title="Extras auswählen">
          <Extras ctx={ctx} />
        </StepFrame>
      )}
    </StepGate>
  );
}

export type { DealDto };
