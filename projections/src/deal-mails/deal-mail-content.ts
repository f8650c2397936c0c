import { DELIVERY_TIME_BAND_LABELS, escapeHtml, formatCents, formatDate, priceLabel, type CustomerGroup, type DealMailKind, type DeliveryTimeBand } from '@autoleasing/contracts';
import type { MailSignature } from '@autoleasing/infra';

/** A rendered mail, before it goes into the outbox. */
export interface DealMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** Who gets the mail, read from the mutable tables at send time (never from events). */
export interface MailRecipient {
  email: string;
  /** The mail's first line, contracts mailGreeting: "Guten Tag Frau Erika Mustermann,". */
  greeting: string;
}

/** What the event says, for the text of its mail (no personal data: amounts, bands, ids). */
export interface MailFacts {
  dealId: string;
  orderNumber: string | null;
  customerGroup: CustomerGroup;
  car: string | null;
  amountCents?: number;
  deliveryTime?: DeliveryTimeBand;
  previousDeliveryTime?: DeliveryTimeBand | null;
  /** The staff member's answer (from deal_messages at send time). */
  replyText?: string | null;
  /** A document made again (the Selbstauskunft after changed details). */
  renewed?: boolean;
  occurredAt: string;
}

interface MailBody {
  subject: string;
  lines: string[];
  action: { label: string; path: string };
}

/** "zu Ihrer Bestellung AL-2026-000123 (VW Golf)" — the order number whenever one exists. */
function orderRef(facts: MailFacts): string {
  const car = facts.car ? ` (${facts.car})` : '';
  return facts.orderNumber ? `Ihre Bestellung ${facts.orderNumber}${car}` : `Ihre Leasinganfrage${car}`;
}

const amount = (facts: MailFacts) => formatCents(facts.amountCents ?? 0);
const tax = (facts: MailFacts) => priceLabel(facts.customerGroup);
const subjectRef = (facts: MailFacts) => (facts.orderNumber ? ` – Bestellung ${facts.orderNumber}` : '');

const BODIES: Readonly<Record<DealMailKind, (facts: MailFacts) => MailBody>> = {
  order_received: (f) => ({
    subject: `Ihre Bestellung ${f.orderNumber ?? ''} ist bei uns eingegangen`.replace('  ', ' '),
    lines: [
      `vielen Dank! ${orderRef(f)} ist am ${formatDate(f.occurredAt)} bei uns eingegangen.`,
      'Im Anhang finden Sie die Übersicht Ihrer Bestellung als PDF. Als Nächstes bereiten wir Ihren Leasingvertrag vor; sobald er unterschriftsbereit ist, schreiben wir Ihnen.',
    ],
    action: { label: 'Bestellung ansehen', path: 'contracts' },
  }),
  payment_authorised: (f) => ({
    subject: `Zahlung reserviert${subjectRef(f)}`,
    lines: [
      `für ${orderRef(f)} haben wir ${amount(f)} (${tax(f)}) auf Ihrer Karte reserviert.`,
      'Abgebucht wird der Betrag erst, wenn Ihr unterschriebener Vertrag bei uns vorliegt.',
    ],
    action: { label: 'Zahlung ansehen', path: 'contracts' },
  }),
  payment_captured: (f) => ({
    subject: `Zahlung abgebucht${subjectRef(f)}`,
    lines: [`für ${orderRef(f)} haben wir den reservierten Betrag von ${amount(f)} (${tax(f)}) von Ihrer Karte abgebucht.`, 'Diese E-Mail ist Ihre Zahlungsbestätigung.'],
    action: { label: 'Zahlung ansehen', path: 'contracts' },
  }),
  payment_voided: (f) => ({
    subject: `Reservierung aufgehoben${subjectRef(f)}`,
    lines: [`die Reservierung von ${amount(f)} (${tax(f)}) auf Ihrer Karte für ${orderRef(f)} ist aufgehoben.`, 'Es wurde nichts abgebucht; Ihre Bank gibt den Betrag in den nächsten Tagen wieder frei.'],
    action: { label: 'Bestellung ansehen', path: 'contracts' },
  }),
  payment_refunded: (f) => ({
    subject: `Zahlung erstattet${subjectRef(f)}`,
    lines: [`wir haben Ihnen ${amount(f)} (${tax(f)}) für ${orderRef(f)} erstattet.`, 'Je nach Bank sehen Sie die Gutschrift in wenigen Tagen auf Ihrer Kartenabrechnung.'],
    action: { label: 'Bestellung ansehen', path: 'contracts' },
  }),
  self_assessment_ready: (f) => ({
    subject: `Ihre Selbstauskunft ist ${f.renewed ? 'aktualisiert' : 'erstellt'}${subjectRef(f)}`,
    lines: [
      f.renewed
        ? `wir haben Ihre Selbstauskunft für ${orderRef(f)} aus Ihren geänderten Angaben neu erstellt.`
        : `wir haben Ihre Selbstauskunft für ${orderRef(f)} aus Ihren Angaben erstellt.`,
      'Sie finden sie als PDF bei den Dokumenten Ihrer Bestellung.',
    ],
    action: { label: 'Dokumente ansehen', path: 'contracts' },
  }),
  contract_ready: (f) => ({
    subject: `Ihr Leasingvertrag ist bereit zur Unterschrift${subjectRef(f)}`,
    lines: [`der Leasingvertrag für ${orderRef(f)} ist fertig.`, 'Bitte unterschreiben Sie ihn und laden Sie ihn in Ihrem Kundenbereich hoch oder senden Sie ihn uns per Post.'],
    action: { label: 'Vertrag ansehen', path: 'contracts' },
  }),
  contract_signed_received: (f) => ({
    subject: `Ihr unterschriebener Vertrag ist eingegangen${subjectRef(f)}`,
    lines: [`Ihr unterschriebener Leasingvertrag für ${orderRef(f)} liegt uns vor.`, 'Wir geben ihn an die Leasinggesellschaft weiter und melden uns, sobald der Liefertermin feststeht.'],
    action: { label: 'Bestellung ansehen', path: 'contracts' },
  }),
  delivery_date_set: (f) => ({
    subject: `${f.previousDeliveryTime ? 'Neuer Liefertermin' : 'Ihr Liefertermin'}${subjectRef(f)}`,
    lines: [
      f.previousDeliveryTime
        ? `der voraussichtliche Liefertermin für ${orderRef(f)} hat sich geändert: jetzt in ${bandLabel(f.deliveryTime)} (bisher ${bandLabel(f.previousDeliveryTime)}).`
        : `der voraussichtliche Liefertermin für ${orderRef(f)} steht fest: in ${bandLabel(f.deliveryTime)}.`,
      'Sobald Ihr Fahrzeug zugelassen ist, hören Sie wieder von uns.',
    ],
    action: { label: 'Auslieferung ansehen', path: 'contracts' },
  }),
  car_registered: (f) => ({
    subject: `Ihr Fahrzeug ist zugelassen${subjectRef(f)}`,
    lines: [`das Fahrzeug zu ${orderRef(f)} ist zugelassen.`, 'Als Nächstes liefern wir es zu Ihnen nach Hause; den Übergabetermin stimmen wir mit Ihnen ab.'],
    action: { label: 'Bestellung ansehen', path: 'contracts' },
  }),
  ready_for_pickup: (f) => ({
    subject: `Ihr Fahrzeug ist abholbereit${subjectRef(f)}`,
    lines: [`das Fahrzeug zu ${orderRef(f)} ist zugelassen und steht zur Abholung bereit.`, 'Bitte bringen Sie zur Abholung Ihren Personalausweis oder Reisepass mit.'],
    action: { label: 'Bestellung ansehen', path: 'contracts' },
  }),
  staff_reply: (f) => ({
    subject: `Unser Team hat Ihnen geantwortet${subjectRef(f)}`,
    lines: [`unser Team hat Ihnen zu ${orderRef(f)} geschrieben.`, ...(f.replyText ? [`„${f.replyText}“`] : []), 'Antworten Sie gern direkt in Ihrem Kundenbereich.'],
    action: { label: 'Nachricht lesen', path: 'contracts' },
  }),
};

function bandLabel(band: DeliveryTimeBand | null | undefined): string {
  return band ? DELIVERY_TIME_BAND_LABELS[band] : '–';
}

/** The deal in the customer area: PUBLIC_ORIGIN + /customer/deals/{id}/{path}. */
export function dealUrl(publicOrigin: string, dealId: string, path: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}/customer/deals/${dealId}/${path}`;
}

/** What every deal mail shares: the links' origin and the signature with the operator's details. */
export interface MailFrame {
  publicOrigin: string;
  signature: MailSignature;
}

/** The German mail of one kind, as plain text and HTML. */
export function renderDealMail(kind: DealMailKind, facts: MailFacts, recipient: MailRecipient, { publicOrigin, signature }: MailFrame, attachments: MailAttachment[] = []): DealMail {
  const body = BODIES[kind](facts);
  const { greeting } = recipient;
  const url = dealUrl(publicOrigin, facts.dealId, body.action.path);
  const text = [greeting, '', ...body.lines.flatMap((l) => [l, '']), `${body.action.label}: ${url}`, '', signature.text].join('\n');
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
${body.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}">${escapeHtml(body.action.label)}</a></p>
${signature.html}
</body></html>`;
  return { to: recipient.email, subject: body.subject, text, html, attachments };
}
