import {
  DECLINE_MESSAGES,
  PAYMENT_HELD_STATUSES,
  TERMS_VERSIONS,
  checkoutStepPath,
  isPaymentDue,
  normaliseCardNumber,
  type DealDto,
  type FinanceSelection,
} from '@autoleasing/contracts';
import { ApiError, isApiError } from '../../../lib/api-error';
import { ReservationNotice } from './reservation-notice';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { chargeCard, dealQueryOptions, useStatusUpdate, useUpdateDeal, voidReservation } from '../api/checkout-api';
import { cardCvc, cardExpiry, cardNumber, combine, required } from '../lib/form-rules';
import { previousStep } from '../lib/step-guard';
import { CarHeader } from './configurator-page';
import { CheckboxField, TextField } from './fields';
import { ContractFinance } from './contract-finance';
import { OfferDetails } from './offer-details';
import { OrderTotalsTable } from './order-totals-table';
import { ReferralForm } from './referral-form';
import { FormError, StepFrame } from './step-frame';
import { StepGate, type StepContext } from './step-gate';
import { useCheckoutForm } from './use-checkout-form';
import { money } from '../lib/money';

export const ORDER_BUTTON_TEXT = 'Zahlungspflichtig bestellen';

/**
 * Widerrufsbelehrung for consumers (leasing-math.md: consumers may withdraw from a
 * Kilometerleasing contract; §§ 506, 495, 355 BGB: 14 days, from the contract and the mandatory
 * information of § 492 Abs. 2 BGB on).
 */
export function Widerrufsbelehrung() {
  return (
    <section className="co-card co-legal" aria-labelledby="co-widerruf">
      <h2 id="co-widerruf">Widerrufsbelehrung</h2>
      <h3>Widerrufsrecht</h3>
      <p>
        Sie können Ihre Vertragserklärung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt nach Abschluss des Leasingvertrags, aber erst,
        nachdem Sie alle Pflichtangaben nach § 492 Absatz 2 BGB (z. B. Angaben zur Art des Vertrags, zum Nettodarlehensbetrag und zur Vertragslaufzeit) erhalten haben.
        Zur Wahrung der Widerrufsfrist genügt die rechtzeitige Absendung des Widerrufs, wenn die Erklärung auf einem dauerhaften Datenträger (z. B. Brief oder E-Mail)
        erfolgt. Der Widerruf ist an die im Leasingvertrag genannte Leasinggesellschaft zu richten.
      </p>
      <h3>Widerrufsfolgen</h3>
      <p>
        Im Fall eines wirksamen Widerrufs sind die beiderseits empfangenen Leistungen zurückzugewähren. Haben Sie das Fahrzeug bereits erhalten, müssen Sie es
        spätestens innerhalb von 30 Tagen zurückgeben; für einen Wertverlust müssen Sie nur aufkommen, wenn dieser auf einen Umgang mit dem Fahrzeug zurückzuführen ist,
        der zur Prüfung der Beschaffenheit, der Eigenschaften und der Funktionsweise nicht notwendig war. Bereits gezahlte Leasingraten und eine geleistete Anzahlung
        erhalten Sie zurück. Die Frist beginnt für Sie mit der Absendung Ihrer Widerrufserklärung.
      </p>
      <h3>Besondere Hinweise</h3>
      <p>
        Mit dem Widerruf des Leasingvertrags sind Sie auch an damit verbundene Verträge (z. B. über Zulassung, Lieferung, Versicherung oder Servicepaket) nicht mehr
        gebunden.
      </p>
    </section>
  );
}

/** Spec 4.3: how the one-time amount is paid, and whether it is reserved or taken. */
function PaymentSection({ deal }: { deal: DealDto }) {
  const update = useUpdateDeal(deal.id);
  const reserved = isPaymentHeld(deal);
  const chooseSelection = (selection: FinanceSelection) => {
    if (!update.isPending && !reserved) update.mutate({ finance_selection: selection });
  };

  return (
    <section className="co-card" aria-labelledby="co-payment" id="co-payment-section">
      <h2 id="co-payment">Zahlung der Anzahlung</h2>
      <p>
        Ihre Anzahlung beträgt <strong>{money(deal.final_offer.downpayment_cents)}</strong>.
      </p>
      {deal.finance_options === 'monthly_and_one_time' && (
        <fieldset className="co-radios">
          <legend>Wie möchten Sie die Anzahlung zahlen?</legend>
          <label className="co-radio">
            <input type="radio" name="finance_selection" checked={deal.finance_selection === 'one_time'} disabled={reserved} onChange={() => chooseSelection('one_time')} />
            Jetzt einmalig per Kreditkarte
          </label>
          <label className="co-radio">
            <input type="radio" name="finance_selection" checked={deal.finance_selection === 'monthly'} disabled={reserved} onChange={() => chooseSelection('monthly')} />
            Per Lastschrift mit der ersten Monatsrate
          </label>
        </fieldset>
      )}
      {update.error && (
        <p className="field-error" role="alert">
          {update.error.message}
        </p>
      )}
      {cardToReserve(deal) && (
        <p>
          Ihre Kartendaten geben Sie unten bei der Bestellung ein: Mit dem Klick auf „{ORDER_BUTTON_TEXT}“ wird die Anzahlung auf Ihrer Karte reserviert und erst
          abgebucht, wenn Ihr unterschriebener Leasingvertrag bei uns eingegangen ist.
        </p>
      )}
      <ReservationNotice deal={deal} />
      {deal.payment_status === 'paid' && (
        <p className="alert alert--success" role="status">
          Ihre Anzahlung ist eingegangen.
        </p>
      )}
    </section>
  );
}

const isPaymentHeld = (deal: DealDto) => deal.payment_status != null && PAYMENT_HELD_STATUSES.includes(deal.payment_status);

/** Card payment of the one-time amount was chosen and nothing is reserved yet: the order reserves it. */
const cardToReserve = (deal: DealDto) => (deal.finance_selection === 'one_time' || deal.finance_options === 'one_time') && !isPaymentHeld(deal);

interface CardFields {
  holder: string;
  card_number: string;
  expiry: string;
  cvc: string;
}

/** The card fields inside the order form (issue 17: reserving is part of placing the order); the API's card rules, from contracts. */
function CardFieldset({ form, declined }: { form: ReturnType<typeof useCheckoutForm<OrderForm>>; declined: string | null }) {
  const e = form.formState.errors;
  return (
    <fieldset>
      <legend>Kreditkarte für die Anzahlung</legend>
      <div className="co-grid">
        <TextField label="Karteninhaber" autoComplete="cc-name" error={e.holder} {...form.register('holder', { validate: required() })} />
        <TextField
          label="Kartennummer"
          inputMode="numeric"
          autoComplete="cc-number"
          error={e.card_number}
          {...form.register('card_number', { validate: combine(required(), cardNumber) })}
        />
        <TextField
          label="Gültig bis (MM/JJ)"
          placeholder="MM/JJ"
          autoComplete="cc-exp"
          error={e.expiry}
          {...form.register('expiry', { validate: cardExpiry() })}
        />
        <TextField label="Prüfnummer (CVC)" inputMode="numeric" autoComplete="cc-csc" error={e.cvc} {...form.register('cvc', { validate: cardCvc(() => form.getValues('card_number')) })} />
      </div>
      {declined && (
        <p className="alert alert--error" role="alert">
          {declined}
        </p>
      )}
    </fieldset>
  );
}

interface OrderForm extends CardFields {
  agb: boolean;
  widerruf: boolean;
}

/**
 * Issue 17: the card is reserved as part of placing the order. One Idempotency-Key per deal and
 * attempt (a repeated request is answered once, never reserved twice); a declined card starts a
 * new attempt. release() voids a reservation whose order was refused and returns the refusal to show.
 */
function useReserveWithOrder(deal: DealDto) {
  const queryClient = useQueryClient();
  const [declined, setDeclined] = useState<string | null>(null);
  const [pageLoad] = useState(() => crypto.randomUUID());
  const attempt = useRef(1);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dealQueryOptions(deal.id).queryKey });
  const key = (action: string) => `${action}:${deal.id}:${pageLoad}:${attempt.current}`;

  const authorise = async (card: CardFields): Promise<boolean> => {
    setDeclined(null);
    const request = { deal_id: deal.id, holder: card.holder, card_number: normaliseCardNumber(card.card_number), expiry: card.expiry.trim(), cvc: card.cvc.trim() };
    try {
      const answer = await chargeCard(request, key('charge'));
      if (answer.status !== 'failed') return true;
      setDeclined(answer.message ?? DECLINE_MESSAGES.card_declined);
    } catch (error) {
      // Field errors (422 details) are shown at the card fields by the form.
      if (!isApiError(error) || error.details?.length) throw error;
      setDeclined(error.message);
    }
    attempt.current += 1;
    await refresh();
    return false;
  };

  const release = async (refusal: ApiError): Promise<ApiError> => {
    let note = 'Die Reservierung Ihrer Anzahlung wurde aufgehoben.';
    try {
      await voidReservation(deal.id, key('void'));
    } catch {
      note = 'Die Reservierung Ihrer Anzahlung konnte nicht aufgehoben werden; Sie können sie oben aufheben.';
    }
    attempt.current += 1;
    await refresh();
    return new ApiError({ ...refusal.toBody(), message: `${refusal.message} ${note}` }, refusal.reason, refusal.payload);
  };

  return { declined, authorise, release };
}

function Summary({ ctx, step }: { ctx: StepContext; step: 'summary' | 'business-summary' }) {
  const { deal } = ctx;
  const navigate = useNavigate();
  const status = useStatusUpdate(deal.id);
  const consumer = ctx.group === 'b2c';
  const paymentDue = isPaymentDue(deal);
  const form = useCheckoutForm<OrderForm>({ defaultValues: { agb: false, widerruf: false, holder: '', card_number: '', expiry: '', cvc: '' } });
  const e = form.formState.errors;
  const previous = previousStep(step, ctx.group);
  const reserveWithOrder = cardToReserve(deal);
  const reserve = useReserveWithOrder(deal);

  // The server checks the whole order (documents, terms, payment); a refusal's message is shown
  // at the order button, with a way to the step it is about.
  const [refusedStep, setRefusedStep] = useState<string | null>(null);
  const onOrder = form.submit(async (values) => {
    if (paymentDue && !reserveWithOrder) return;
    setRefusedStep(null);
    const reservedNow = reserveWithOrder ? await reserve.authorise(values) : false;
    if (reserveWithOrder && !reservedNow) return;
    try {
      await status.mutateAsync({
        customer_state: 'checkout_completed',
        agb_version: TERMS_VERSIONS.agb,
        ...(consumer ? { withdrawal_version: TERMS_VERSIONS.withdrawal } : {}),
      });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setRefusedStep(typeof error.payload.step === 'string' ? error.payload.step : null);
      // Issue 17: an order refused after reserving must not leave the reservation standing.
      if (reservedNow && error.hasResponse && error.statusCode < 500) throw await reserve.release(error);
      throw error;
    }
    void navigate(checkoutStepPath('success', deal.id));
  });
  const documentsStep = ctx.group === 'b2c' ? 'documents' : 'business-documents';

  return (
    <>
      <CarHeader deal={deal} />
      <section className="co-card" aria-labelledby="co-sum">
        <h2 id="co-sum">Ihr Leasingvertrag</h2>
        <OfferDetails deal={deal} />
        <OrderTotalsTable deal={deal} />
      </section>
      <ReferralForm deal={deal} />
      {deal.finance_options !== 'monthly' && <PaymentSection deal={deal} />}
      {consumer && <Widerrufsbelehrung />}
      <ContractFinance deal={deal} />
      <form ref={form.formRef} onSubmit={onOrder} noValidate className="co-card co-form" aria-label="Bestellung abschließen">
        <FormError message={e.root?.server?.message} />
        {e.root?.server && refusedStep === 'documents' && (
          <p>
            <Link to={checkoutStepPath(documentsStep, deal.id)}>Zu den Dokumenten</Link>
          </p>
        )}
        <CheckboxField label="Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie." error={e.agb} {...form.register('agb', { validate: (v) => v || 'Bitte akzeptieren Sie die AGB.' })} />
        {consumer && (
          <CheckboxField
            label="Ich habe die Widerrufsbelehrung zur Kenntnis genommen."
            error={e.widerruf}
            {...form.register('widerruf', { validate: (v) => v || 'Bitte bestätigen Sie, dass Sie die Widerrufsbelehrung zur Kenntnis genommen haben.' })}
          />
        )}
        {reserveWithOrder && <CardFieldset form={form} declined={reserve.declined} />}
        {paymentDue && !reserveWithOrder && (
          <p className="alert alert--warning" role="status">
            Bitte wählen Sie zuerst, wie Sie die Anzahlung zahlen.
          </p>
        )}
        <div className="co-actions">
          {previous && (
            <Link className="button button--secondary" to={checkoutStepPath(previous, deal.id)}>
              Zurück
            </Link>
          )}
          <button type="submit" className="button button--order" disabled={(paymentDue && !reserveWithOrder) || form.formState.isSubmitting}>
            {ORDER_BUTTON_TEXT}
          </button>
        </div>
      </form>
    </>
  );
}

function SummaryStep({ step }: { step: 'summary' | 'business-summary' }) {
  return (
    <StepGate step={step}>
      {(ctx) => (
        <StepFrame step={step} group={ctx.group} dealId={ctx.dealId} title="Zusammenfassung" intro="Bitte prüfen Sie Ihre Bestellung. Mit dem Klick auf den Bestellbutton geben Sie eine verbindliche Bestellung ab.">
          <Summary ctx={ctx} step={step} />
        </StepFrame>
      )}
    </StepGate>
  );
}

export const SummaryPage = () => <SummaryStep step="summary" />;
export const BusinessSummaryPage = () => <SummaryStep step="business-summary" />;
