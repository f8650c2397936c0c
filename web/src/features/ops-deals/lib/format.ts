import {
  ATTACHMENT_TYPE_LABELS,
  CUSTOMER_STATE_LABELS,
  DELIVERY_TIME_BAND_LABELS,
  USER_ROLE_LABELS,
  type OpsTimelineActor,
  type OpsTimelineEntry,
} from '@autoleasing/contracts';

/** The first block of a deal id: enough to tell deals apart on screen. */
export const shortDealId = (id: string) => id.slice(0, 8);

const EVENT_LABELS: Record<string, string> = {
  DealCreated: 'Deal angelegt',
  DealFinalOfferChanged: 'Angebot geändert',
  DealRatesRecalculated: 'Raten neu berechnet',
  DealDownpaymentChanged: 'Anzahlung geändert',
  DealExtrasChanged: 'Extras geändert',
  DealLogisticsChanged: 'Logistik geändert',
  DealDeliveryOptionChanged: 'Lieferoption geändert',
  DealExtrasAgbConsentChanged: 'Zustimmung zu den Extras-AGB',
  DealFinanceSelectionChanged: 'Finanzierung gewählt',
  DealMessagePosted: 'Nachricht geschrieben',
  DealReferralApplied: 'Empfehlungscode eingelöst',
  DealPaymentStatusChanged: 'Zahlungsstatus geändert',
  DealSelfAssessmentFormGenerated: 'Selbstauskunft erstellt',
  DealConfiguratorRestarted: 'Konfigurator neu gestartet',
  DealArchived: 'Deal archiviert',
  // Issue 17: the order and the reservation of the Anzahlung.
  DealTermsAccepted: 'AGB (und Widerrufsbelehrung) akzeptiert',
  DealOrderPlaced: 'Bestellung aufgegeben',
  DealPaymentAuthorised: 'Anzahlung auf der Karte reserviert',
  DealPaymentCaptured: 'Anzahlung eingezogen',
  DealPaymentVoided: 'Reservierung der Anzahlung aufgehoben',
  DealPaymentRefunded: 'Anzahlung erstattet',
};

/** What happened, in German. */
export function timelineText(entry: OpsTimelineEntry): string {
  switch (entry.type) {
    case 'DealCustomerStateChanged':
      return `Status: ${entry.from_state ? CUSTOMER_STATE_LABELS[entry.from_state] : '–'} → ${entry.to_state ? CUSTOMER_STATE_LABELS[entry.to_state] : '–'}`;
    case 'DealDeliveryTimeUpdated':
      return `Lieferzeit: ${entry.delivery_time ? DELIVERY_TIME_BAND_LABELS[entry.delivery_time] : '–'}`;
    case 'DealDocumentAttached':
      return `Dokument angehängt: ${entry.attachment_type ? ATTACHMENT_TYPE_LABELS[entry.attachment_type] : 'Dokument'}`;
    case 'DealDocumentRemoved':
      return `Dokument entfernt: ${entry.attachment_type ? ATTACHMENT_TYPE_LABELS[entry.attachment_type] : 'Dokument'}`;
    default:
      return EVENT_LABELS[entry.type] ?? entry.type;
  }
}

/** Who acted: 'Anton Admin (Ops-Team)', 'Kunde' when the name is gone, 'System'. */
export function actorText(actor: OpsTimelineActor): string {
  if (actor.role === 'System') return 'System';
  return actor.name ? `${actor.name} (${USER_ROLE_LABELS[actor.role]})` : USER_ROLE_LABELS[actor.role];
}
