/**
 * The e-mails a customer gets for the steps of an order (issue 17). The legally required ones
 * (order confirmation, payment mails) always go out; the others can be turned off in
 * /customer/personal-details.
 */
export const DEAL_MAIL_KINDS = [
  'order_received',
  'payment_authorised',
  'payment_captured',
  'payment_voided',
  'payment_refunded',
  'self_assessment_ready',
  'contract_ready',
  'contract_signed_received',
  'delivery_date_set',
  'car_registered',
  'ready_for_pickup',
  'staff_reply',
] as const;
export type DealMailKind = (typeof DEAL_MAIL_KINDS)[number];

/** Order confirmation and payment mails: required by law (§ 312i BGB, payment receipts), never switchable. */
export const REQUIRED_DEAL_MAIL_KINDS: readonly DealMailKind[] = ['order_received', 'payment_authorised', 'payment_captured', 'payment_voided', 'payment_refunded'];

export function isRequiredDealMail(kind: DealMailKind): boolean {
  return REQUIRED_DEAL_MAIL_KINDS.includes(kind);
}

export function isDealMailKind(value: unknown): value is DealMailKind {
  return typeof value === 'string' && (DEAL_MAIL_KINDS as readonly string[]).includes(value);
}

/** How the preferences page names each mail. */
export const DEAL_MAIL_LABELS: Readonly<Record<DealMailKind, string>> = {
  order_received: 'Bestellbestätigung mit Bestellübersicht (PDF)',
  payment_authorised: 'Zahlung reserviert',
  payment_captured: 'Zahlung abgebucht',
  payment_voided: 'Reservierung aufgehoben',
  payment_refunded: 'Zahlung erstattet',
  self_assessment_ready: 'Selbstauskunft erstellt',
  contract_ready: 'Vertrag bereit zur Unterschrift',
  contract_signed_received: 'Unterschriebener Vertrag eingegangen',
  delivery_date_set: 'Liefertermin festgelegt oder geändert',
  car_registered: 'Fahrzeug zugelassen',
  ready_for_pickup: 'Fahrzeug zugelassen und abholbereit',
  staff_reply: 'Antwort unseres Teams auf Ihre Nachricht',
};

/** GET /api/v1/customer_area/mail_preferences: one row per mail kind. */
export interface DealMailPreferenceDto {
  kind: DealMailKind;
  label: string;
  /** Required mails are always sent and cannot be switched off. */
  required: boolean;
  enabled: boolean;
}

/** PATCH /api/v1/customer_area/mail_preferences/{kind} body. */
export interface UpdateDealMailPreferenceRequest {
  enabled: boolean;
}
