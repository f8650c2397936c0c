import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { totalAmountCents } from '@autoleasing/domain';
import { renderOrderSummaryPdf, type OrderSummaryInput } from './order-summary-pdf';

/** The text drawn on a page: pdf-lib writes each line as a hex string shown with Tj in a Flate stream (WinAnsi: € is 0x80). */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => inflateSync(Buffer.from(s.contents)).toString('latin1'))
    .flatMap((ops) => [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1').replace(/\x80/g, '€')))
    .join('\n');
}

const input: OrderSummaryInput = {
  orderNumber: 'AL-2026-000123',
  dealId: 'd0000000-0000-4000-8000-000000000001',
  customerGroup: 'b2c',
  customer: { name: 'Erika Mustermann', email: 'erika@example.com', addressLines: ['Hauptstraße 5', '10115 Berlin'] },
  car: 'Volkswagen Golf 1.5 TSI',
  months: 36,
  kmPerYear: 10000,
  monthlyRateCents: 59619,
  downpaymentCents: 150000,
  deliveryOption: 'by_dealer',
  oneTimeCosts: [{ label: 'Zulassung', cents: 19900 }],
  lessor: { name: 'Muster Leasing GmbH', addressLines: ['Bankstraße 1', '38100 Braunschweig'] },
  broker: ['autoleasing Beispiel GmbH · Musterstraße 1 · 12345 Musterstadt', 'Geschäftsführung: Erika Mustermann', 'Impressum: https://autoleasing.example/impressum'],
  placedAt: new Date('2026-03-02T10:15:00Z'),
};

describe('order summary PDF', () => {
  it('is a PDF pdf-lib loads, titled and showing the order number, the terms, the one-time costs, the Gesamtbetrag, the Leasinggeber and us as broker', async () => {
    const bytes = await renderOrderSummaryPdf(input);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Bestellübersicht AL-2026-000123');
    const text = pdf.getPages().map(pageText).join('\n');
    for (const expected of [
      'AL-2026-000123',
      'Volkswagen Golf 1.5 TSI',
      '36 Monate',
      '10.000 km',
      '€ 596,19',
      '€ 1.500,00',
      'Zulassung',
      '€ 199,00',
      `€ ${(totalAmountCents(input.downpaymentCents, input.months, input.monthlyRateCents) / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })}`,
      'Muster Leasing GmbH',
      'Erika Mustermann',
      'Hauptstraße 5, 10115 Berlin',
      'Abholung beim Händler',
      'Vermittelt durch',
      'autoleasing Beispiel GmbH · Musterstraße 1 · 12345 Musterstadt',
      'Geschäftsführung: Erika Mustermann',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('adds Anzahlung and all monthly rates into the Gesamtbetrag', () => {
    expect(totalAmountCents(150000, 36, 59619)).toBe(150000 + 36 * 59619);
  });
});
