import { DELIVERY_OPTION_LABELS, DELIVERY_TIME_BAND_LABELS, type DeliveryOption, type DeliveryTimeBand } from '../catalogue/delivery';
import { EXTRA_LABELS, type ExtraName } from '../checkout/api';
import { CUSTOMER_STATE_LABELS, type DealCustomerState } from '../checkout/customer-states';
import { ATTACHMENT_TYPE_LABELS, type AttachmentType } from '../documents/documents-api';
import { formatCents } from '../format/money';

/**
 * German texts of the customer's deal timeline and notifications (issue 6). Shared by the
 * customer-area projection (which stores them per event) and the web (current/next step).
 */

/** Who acted, as the customer reads it: the customer themself, ops staff, or the system. */
export type TimelineActor = 'customer' | 'team' | 'system';
export const TIMELINE_ACTOR_LABELS: Readonly<Record<TimelineActor, string>> = { customer: 'Sie', team: 'unser Team', system: 'System' };

/** From the event metadata's actor role. */
export function timelineActorOf(role: string | undefined): TimelineActor {
  if (role === 'Customer') return 'customer';
  if (role === 'Admin' || role === 'Dealer') return 'team';
  return 'system';
}

export interface TimelineText {
  title: string;
  detail: string | null;
}

const stateLabel = (state: unknown): string => CUSTOMER_STATE_LABELS[state as DealCustomerState] ?? String(state);

/** What a state change means for the customer (the title names the new state's event). */
const STATE_CHANGE_TITLES: Partial<Record<DealCustomerState, string>> = {
  car_configured: 'Fahrzeug konfiguriert',
  personal_details_completed: 'Persönliche Angaben gespeichert',
  company_details_completed: 'Firmenangaben gespeichert',
  self_assessment_completed: 'Selbstauskunft vervollständigt',
  documents_uploaded: 'Unterlagen hochgeladen',
  checkout_completed: 'Bestellung abgeschickt',
  contract_prepared: 'Leasingvertrag vorbereitet',
  contract_signed_uploaded: 'Unterschriebener Vertrag eingegangen',
  contract_sent_by_post: 'Vertrag per Post versandt',
  customer_pre_confirmed: 'Bonitätsprüfung vorläufig bestanden',
  customer_confirmed: 'Leasing bestätigt',
  delivery_time_updated: 'Liefertermin aktualisiert',
  car_registered: 'Fahrzeug zugelassen',
  car_picked_up: 'Fahrzeug übergeben',
  inquired: 'Konfiguration neu gestartet',
  customer_archived: 'Bestellung archiviert',
};

/** The German line for one deal event; null for events the customer need not see (internal recalculations). */
export function describeDealEvent(type: string, data: Record<string, unknown>): TimelineText | null {
  switch (type) {
    case 'DealCreated':
      return { title: 'Anfrage gestellt', detail: 'Ihre Leasinganfrage ist bei uns eingegangen.' };
    case 'DealCustomerStateChanged': {
      const to = data.to as DealCustomerState;
      return { title: STATE_CHANGE_TITLES[to] ?? stateLabel(to), detail: `Status: ${stateLabel(data.from)} → ${stateLabel(to)}` };
    }
    case 'DealFinalOfferChanged': {
      const offer = (data.offer ?? {}) as { months?: number; kmPerYear?: number };
      return { title: 'Angebot angepasst', detail: `${offer.months ?? '–'} Monate, ${(offer.kmPerYear ?? 0).toLocaleString('de-DE')} km pro Jahr` };
    }
    case 'DealRatesRecalculated':
      return null;
    case 'DealDownpaymentChanged':
      return { title: 'Anzahlung geändert', detail: `Neue Anzahlung: ${formatCents(Number(data.downpaymentCents ?? 0))}` };
    case 'DealExtrasChanged': {
      const extra = data.selectedExtra as ExtraName | null;
      if (data.reason === 'factory_pickup') return { title: 'Extras zurückgesetzt', detail: 'Bei Abholung im Werk sind keine Extras möglich.' };
      return extra ? { title: 'Extra gewählt', detail: EXTRA_LABELS[extra] ?? extra } : { title: 'Extra abgewählt', detail: null };
    }
    case 'DealLogisticsChanged':
      return { title: 'Logistik gewählt', detail: data.logistics === 'deliveryAndRegistration' ? 'Lieferung und Zulassung' : data.logistics === 'registration' ? 'Zulassung' : 'Keine Logistikleistung' };
    case 'DealDeliveryOptionChanged':
      return {
        title: 'Übergabeart geändert',
        detail: DELIVERY_OPTION_LABELS[data.deliveryOption as DeliveryOption] ?? String(data.deliveryOption),
      };
    case 'DealExtrasAgbConsentChanged':
      return data.consent ? { title: 'AGB der Extras akzeptiert', detail: null } : { title: 'Zustimmung zu den AGB der Extras zurückgenommen', detail: null };
    case 'DealFinanceSelectionChanged':
      return { title: 'Zahlungsart gewählt', detail: data.financeSelection === 'one_time' ? 'Einmalzahlung' : 'Monatliche Zahlung' };
    case 'DealMessagePosted':
      return { title: data.category === 'shop_order' ? 'Zusatzleistung angefragt' : 'Nachricht gesendet', detail: null };
    case 'DealReferralApplied':
      return { title: 'Empfehlungscode eingelöst', detail: String(data.referredByCode ?? '') };
    case 'DealPaymentStatusChanged':
      return {
        title: data.paymentStatus === 'paid' ? 'Zahlung eingegangen' : data.paymentStatus === 'failed' ? 'Zahlung fehlgeschlagen' : 'Zahlung in Bearbeitung',
        detail: null,
      };
    case 'DealDeliveryTimeUpdated':
      return { title: 'Voraussichtliche Lieferzeit aktualisiert', detail: `Lieferzeit: ${DELIVERY_TIME_BAND_LABELS[data.deliveryTime as DeliveryTimeBand] ?? String(data.deliveryTime)}` };
    case 'DealConfiguratorRestarted':
      return { title: 'Konfiguration neu gestartet', detail: `Zurück von „${stateLabel(data.from)}“` };
    case 'DealArchived':
      return { title: 'Bestellung archiviert', detail: null };
    case 'DealDocumentAttached':
      return { title: 'Dokument hinzugefügt', detail: ATTACHMENT_TYPE_LABELS[data.attachmentType as AttachmentType] ?? null };
    case 'DealDocumentRemoved':
      return { title: 'Dokument entfernt', detail: ATTACHMENT_TYPE_LABELS[data.attachmentType as AttachmentType] ?? null };
    case 'DealSelfAssessmentFormGenerated':
      return { title: 'Selbstauskunft als PDF erstellt', detail: null };
    // Issue 17: the order and the reservation of the Anzahlung.
    case 'DealTermsAccepted':
      return { title: data.withdrawalVersion ? 'AGB und Widerrufsbelehrung akzeptiert' : 'AGB akzeptiert', detail: null };
    case 'DealOrderPlaced':
      return { title: 'Bestellung aufgegeben', detail: `Bestellnummer ${String(data.orderNumber ?? '')}` };
    case 'DealPaymentAuthorised':
      return { title: 'Anzahlung auf Ihrer Karte reserviert', detail: `${formatCents(Number(data.amountCents ?? 0))} – abgebucht wird erst nach Eingang des unterschriebenen Vertrags` };
    case 'DealPaymentCaptured':
      return { title: 'Anzahlung eingezogen', detail: formatCents(Number(data.amountCents ?? 0)) };
    case 'DealPaymentVoided':
      return { title: 'Reservierung der Anzahlung aufgehoben', detail: formatCents(Number(data.amountCents ?? 0)) };
    case 'DealPaymentRefunded':
      return { title: 'Anzahlung erstattet', detail: formatCents(Number(data.amountCents ?? 0)) };
    default:
      return null;
  }
}

/** The notification a deal event creates for its customer (only what they should hear about). */
export function notificationFor(type: string, data: Record<string, unknown>, actor: TimelineActor): TimelineText | null {
  // The delivery time's own event (DealDeliveryTimeUpdated) tells it with the new band: one notification, not two.
  if (type === 'DealCustomerStateChanged' && data.to === 'delivery_time_updated') return null;
  if (type === 'DealCustomerStateChanged' && actor !== 'customer') {
    const to = data.to as DealCustomerState;
    return { title: STATE_CHANGE_TITLES[to] ?? stateLabel(to), detail: NEXT_STEP_TEXTS[to] ?? null };
  }
  if (type === 'DealCustomerStateChanged' && data.to === 'checkout_completed') {
    return { title: 'Vielen Dank für Ihre Bestellung', detail: NEXT_STEP_TEXTS.checkout_completed ?? null };
  }
  if (type === 'DealDeliveryTimeUpdated') return describeDealEvent(type, data);
  if (type === 'DealDocumentAttached' && actor !== 'customer') return { title: 'Neues Dokument für Sie', detail: ATTACHMENT_TYPE_LABELS[data.attachmentType as AttachmentType] ?? null };
  if (type === 'DealSelfAssessmentFormGenerated') return describeDealEvent(type, data);
  if (type === 'DealPaymentStatusChanged' && data.paymentStatus !== 'pending') return describeDealEvent(type, data);
  if (type === 'DealPaymentCaptured' || type === 'DealPaymentRefunded' || (type === 'DealPaymentVoided' && actor !== 'customer')) return describeDealEvent(type, data);
  if (type === 'DealMessagePosted' && actor !== 'customer') return { title: 'Neue Nachricht von unserem Team', detail: null };
  return null;
}

/** What the customer can expect next, per current state (the deal page's "Nächster Schritt"). */
export const NEXT_STEP_TEXTS: Readonly<Partial<Record<DealCustomerState, string>>> = {
  inquired: 'Konfigurieren Sie Ihr Fahrzeug und starten Sie die Bestellung.',
  car_configured: 'Ergänzen Sie Ihre persönlichen bzw. Firmenangaben.',
  personal_details_completed: 'Vervollständigen Sie die Angaben für die Bonitätsprüfung.',
  company_details_completed: 'Vervollständigen Sie die Angaben zur Selbstauskunft.',
  self_assessment_completed: 'Laden Sie Ihre Unterlagen hoch.',
  documents_uploaded: 'Wählen Sie Ihre Extras und schicken Sie die Bestellung ab.',
  checkout_completed: 'Wir prüfen Ihre Unterlagen und bereiten Ihren Leasingvertrag vor.',
  contract_prepared: 'Unterschreiben Sie den Leasingvertrag und laden Sie ihn hoch oder senden Sie ihn per Post.',
  contract_signed_uploaded: 'Die Leasingbank prüft Ihren Vertrag und Ihre Bonität.',
  contract_sent_by_post: 'Sobald Ihr Vertrag bei uns ist, prüft die Leasingbank Vertrag und Bonität.',
  customer_pre_confirmed: 'Die Leasingbank erteilt die endgültige Zusage.',
  customer_confirmed: 'Wir teilen Ihnen die voraussichtliche Lieferzeit mit.',
  delivery_time_updated: 'Ihr Fahrzeug wird zugelassen, sobald es beim Händler ist.',
  car_registered: 'Vereinbaren Sie den Übergabetermin – dann holen Sie Ihr Fahrzeug ab.',
  car_picked_up: 'Gute Fahrt! Ihr Leasingvertrag läuft.',
};
