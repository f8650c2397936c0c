import { formatCents, type CustomerGroup } from '@autoleasing/contracts';
import { A4Document, winAnsiSafe } from '@autoleasing/infra/pdf/a4-document';
import type { Section } from './self-assessment-sections';

export interface SelfAssessmentPdfInput {
  dealId: string;
  customerGroup: CustomerGroup;
  /** Name on the form: the person (b2c) or the company (b2b). */
  customerName: string;
  email: string;
  vehicle: string | null;
  offer: { months: number; kmPerYear: number; monthlyRateCents: number; downpaymentCents: number; listPriceCents: number };
  sections: Section[];
  createdAt: Date;
}

/** Re-exported: the shared PDF helpers live in infra (also the order summary PDF uses them). */
export { winAnsiSafe };

/**
 * The Selbstauskunft as a real PDF (pdf-lib, A4, German): the contract in short, the customer's
 * details per section, the declaration and a signature line. Title and subject carry the name
 * and deal, so document lists and viewers show what it is.
 */
export async function renderSelfAssessmentPdf(input: SelfAssessmentPdfInput): Promise<Uint8Array> {
  const doc = await A4Document.create({
    title: `Selbstauskunft – ${input.customerName}`,
    subject: `Selbstauskunft zum Leasingantrag ${input.dealId}`,
    createdAt: input.createdAt,
  });
  doc.title('Selbstauskunft', input.customerGroup === 'b2b' ? 'zum Leasingantrag (Gewerbeleasing)' : 'zum Leasingantrag (Privatleasing)');

  doc.heading(input.customerGroup === 'b2b' ? 'Antragsteller (Unternehmen)' : 'Antragsteller');
  doc.row('Name', input.customerName);
  doc.row('E-Mail', input.email);
  doc.row('Vorgangsnummer', input.dealId);

  doc.heading('Fahrzeug und Leasingvertrag');
  doc.row('Fahrzeug', input.vehicle ?? '–');
  doc.row('Laufzeit', `${input.offer.months} Monate`);
  doc.row('Fahrleistung pro Jahr', `${input.offer.kmPerYear.toLocaleString('de-DE')} km`);
  doc.row(input.customerGroup === 'b2b' ? 'Monatliche Rate (netto)' : 'Monatliche Rate (brutto)', formatCents(input.offer.monthlyRateCents));
  doc.row('Anzahlung', formatCents(input.offer.downpaymentCents));
  doc.row('Listenpreis', formatCents(input.offer.listPriceCents));

  for (const section of input.sections) {
    doc.heading(section.title);
    for (const [labelText, value] of section.rows) doc.row(labelText, value);
  }

  doc.heading('Erklärung');
  doc.paragraph(
    'Ich versichere, dass die vorstehenden Angaben vollständig und richtig sind. Mir ist bekannt, dass sie Grundlage der Bonitätsprüfung durch die Leasinggesellschaft sind.',
  );
  doc.signatureLines();
  return doc.save();
}
