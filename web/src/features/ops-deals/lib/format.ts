import { ATTACHMENT_TYPE_LABELS, describeDealEvent, USER_ROLE_LABELS, type OpsTimelineActor, type OpsTimelineEntry } from '@autoleasing/contracts';

/** The first block of a deal id: enough to tell deals apart on screen. */
export const shortDealId = (id: string) => id.slice(0, 8);

/**
 * Events whose line reads the same for staff as in the customer's timeline: their title (or, for a
 * state change and the delivery time, the detail line 'Status: A → B' / 'Lieferzeit: …') comes from
 * contracts' describeDealEvent. The customer's wording differs for the rest ('Ihre Karte',
 * 'Anfrage gestellt'), so those keep the staff wording below.
 */
const CUSTOMER_TIMELINE_TITLES: ReadonlySet<string> = new Set([
  'DealDownpaymentChanged',
  'DealReferralApplied',
  'DealOrderPlaced',
  'DealPaymentCaptured',
  'DealPaymentVoided',
  'DealPaymentRefunded',
]);

/** Staff wording of the events that the customer reads differently (or not at all). */
const EVENT_LABELS: Record<string, string> = {
  DealCreated: 'Deal angelegt',
  DealFinalOfferChanged: 'Angebot geändert',
  DealRatesRecalculated: 'Raten neu berechnet',
  DealExtrasChanged: 'Extras geändert',
  DealLogisticsChanged: 'Logistik geändert',
  DealDeliveryOptionChanged: 'Lieferoption geändert',
  DealExtrasAgbConsentChanged: 'Zustimmung zu den Extras-AGB',
  DealFinanceSelectionChanged: 'Finanzierung gewählt',
  DealMessagePosted: 'Nachricht geschrieben',
  DealPaymentStatusChanged: 'Zahlungsstatus geändert',
  DealSelfAssessmentFormGenerated: 'Selbstauskunft erstellt',
  DealConfiguratorRestarted: 'Konfigurator neu gestartet',
  DealArchived: 'Deal archiviert',
  // Issue 17: the order and the reservation of the Anzahlung.
  DealTermsAccepted: 'AGB (und Widerrufsbelehrung) akzeptiert',
  DealPaymentAuthorised: 'Anzahlung auf der Karte reserviert',
};

/** The timeline entry's fields under the event data names describeDealEvent reads ('–' where one is missing). */
function eventData(entry: OpsTimelineEntry): Record<string, unknown> {
  return { from: entry.from_state ?? '–', to: entry.to_state ?? '–', deliveryTime: entry.delivery_time ?? '–' };
}

/** What happened, in German. */
export function timelineText(entry: OpsTimelineEntry): string {
  switch (entry.type) {
    case 'DealCustomerStateChanged':
    case 'DealDeliveryTimeUpdated':
      return describeDealEvent(entry.type, eventData(entry))?.detail ?? entry.type;
    case 'DealDocumentAttached':
      return `Dokument angehängt: ${entry.attachment_type ? ATTACHMENT_TYPE_LABELS[entry.attachment_type] : 'Dokument'}`;
    case 'DealDocumentRemoved':
      return `Dokument entfernt: ${entry.attachment_type ? ATTACHMENT_TYPE_LABELS[entry.attachment_type] : 'Dokument'}`;
    default:
      if (CUSTOMER_TIMELINE_TITLES.has(entry.type)) return describeDealEvent(entry.type, {})?.title ?? entry.type;
      return EVENT_LABELS[entry.type] ?? entry.type;
  }
}

/** Who acted: 'Anton Admin (Ops-Team)', 'Kunde' when the name is gone, 'System'. */
export function actorText(actor: OpsTimelineActor): string {
  if (actor.role === 'System') return 'System';
  return actor.name ? `${actor.name} (${USER_ROLE_LABELS[actor.role]})` : USER_ROLE_LABELS[actor.role];
}
