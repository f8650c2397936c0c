import { formatCents, formatDateTime, DELIVERY_OPTION_LABELS, priceLabel, type CustomerGroup, type DeliveryOption } from '@autoleasing/contracts';
import { totalAmountCents } from '@autoleasing/domain';
// The module itself, not the infra barrel: this runs on the PDF worker thread, which would
// otherwise load the database, queue and event store clients it never uses (seconds of CPU).
import { A4Document } from '@autoleasing/infra/pdf/a4-document';

export interface OrderSummaryInput {
  orderNumber: string;
  dealId: string;
  customerGroup: CustomerGroup;
  customer: { name: string | null; email: string; addressLines: string[] };
  car: string;
  months: number;
  kmPerYear: number;
  monthlyRateCents: number;
  downpaymentCents: number;
  deliveryOption: DeliveryOption;
  oneTimeCosts: { label: string; cents: number }[];
  lessor: { name: string; addressLines: string[] };
  /** Us, the marketplace that arranged the lease: the operator's lines (infra operatorMailLines). */
  broker: string[];
  placedAt: Date;
}

/**
 * The order summary sent with the order confirmation: order number, car, term, km, rate,
 * Anzahlung, one-time costs, Gesamtbetrag, the Leasinggeber and us as broker (pdf-lib, through infra's
 * A4Document like the Selbstauskunft).
 */
export async function renderOrderSummaryPdf(input: OrderSummaryInput): Promise<Uint8Array> {
  const net = input.customerGroup === 'b2b';
  const tax = priceLabel(input.customerGroup);
  const doc = await A4Document.create({ title: `Bestellübersicht ${input.orderNumber}`, subject: `Bestellung ${input.orderNumber} – ${input.car}`, createdAt: input.placedAt });
  doc.title('Bestellübersicht', `Bestellung ${input.orderNumber} vom ${formatDateTime(input.placedAt)}`);

  doc.heading(net ? 'Leasingnehmer (Unternehmen)' : 'Leasingnehmer');
  doc.row('Name', input.customer.name ?? '–');
  if (input.customer.addressLines.length > 0) doc.row('Anschrift', input.customer.addressLines.join(', '));
  doc.row('E-Mail', input.customer.email);
  doc.row('Bestellnummer', input.orderNumber);

  doc.heading('Fahrzeug und Leasingvertrag');
  doc.row('Fahrzeug', input.car);
  doc.row('Laufzeit', `${input.months} Monate`);
  doc.row('Fahrleistung pro Jahr', `${input.kmPerYear.toLocaleString('de-DE')} km`);
  doc.row('Übergabe', DELIVERY_OPTION_LABELS[input.deliveryOption]);
  doc.row(`Monatliche Rate (${tax})`, formatCents(input.monthlyRateCents));
  doc.row(`Anzahlung (${tax})`, formatCents(input.downpaymentCents));

  doc.heading('Einmalige Kosten');
  if (input.oneTimeCosts.length === 0) doc.row('Keine', formatCents(0));
  for (const cost of input.oneTimeCosts) doc.row(cost.label, formatCents(cost.cents));

  doc.heading('Gesamtbetrag');
  doc.row(`Gesamtbetrag (${tax})`, formatCents(totalAmountCents(input.downpaymentCents, input.months, input.monthlyRateCents)), { bold: true });
  doc.paragraph(`Anzahlung plus ${input.months} Monatsraten; einmalige Kosten kommen hinzu.`, { size: 9, muted: true });

  doc.heading('Leasinggeber');
  doc.row('Leasinggeber', input.lessor.name);
  if (input.lessor.addressLines.length > 0) doc.row('Anschrift', input.lessor.addressLines.join(', '));

  doc.heading('Vermittelt durch');
  for (const line of input.broker) doc.paragraph(line, { size: 9 });

  doc.paragraph(' ');
  doc.paragraph('Diese Übersicht fasst Ihre Bestellung zusammen. Maßgeblich ist der Leasingvertrag, den Sie von uns zur Unterschrift erhalten.', { size: 9, muted: true });
  return doc.save();
}
