import { formatCents, formatDate, type CustomerGroup } from '@autoleasing/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
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

/*
 * The 14 standard fonts use WinAnsi: Latin-1 plus € and typographic quotes, so umlauts and ß are
 * fine. Anything beyond (emoji, other scripts typed into a form) becomes '?' instead of failing
 * the job.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function winAnsiSafe(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch)) out += ch;
    else if (ch === '\n' || ch === '\t') out += ' ';
    else out += '?';
  }
  return out;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 200;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const ACCENT = rgb(0.0, 0.33, 0.6);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The Selbstauskunft as a real PDF (pdf-lib, A4, German): the contract in short, the customer's
 * details per section, the declaration and a signature line. Title and subject carry the name
 * and deal, so document lists and viewers show what it is.
 */
export async function renderSelfAssessmentPdf(input: SelfAssessmentPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(winAnsiSafe(`Selbstauskunft – ${input.customerName}`));
  pdf.setSubject(`Selbstauskunft zum Leasingantrag ${input.dealId}`);
  pdf.setAuthor('autoleasing');
  pdf.setCreator('autoleasing');
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(input.createdAt);
  pdf.setModificationDate(input.createdAt);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const contentWidth = A4[0] - 2 * MARGIN;

  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const draw = (text: string, x: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {}) => {
    page.drawText(winAnsiSafe(text), { x, y, font: options.font ?? regular, size: options.size ?? 10, color: options.color ?? INK });
  };

  draw('Selbstauskunft', MARGIN, { font: bold, size: 22, color: ACCENT });
  y -= 20;
  draw(input.customerGroup === 'b2b' ? 'zum Leasingantrag (Gewerbeleasing)' : 'zum Leasingantrag (Privatleasing)', MARGIN, { size: 11, color: MUTED });
  y -= 28;

  const row = (labelText: string, value: string) => {
    const lines = wrap(winAnsiSafe(value), regular, 10, contentWidth - LABEL_WIDTH);
    ensure(14 * lines.length + 2);
    draw(labelText, MARGIN, { color: MUTED });
    for (const [i, line] of lines.entries()) {
      if (i > 0) y -= 14;
      draw(line, MARGIN + LABEL_WIDTH);
    }
    y -= 16;
  };
  const heading = (title: string) => {
    ensure(40);
    y -= 6;
    draw(title, MARGIN, { font: bold, size: 13 });
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.6, color: ACCENT });
    y -= 16;
  };

  heading(input.customerGroup === 'b2b' ? 'Antragsteller (Unternehmen)' : 'Antragsteller');
  row('Name', input.customerName);
  row('E-Mail', input.email);
  row('Vorgangsnummer', input.dealId);

  heading('Fahrzeug und Leasingvertrag');
  row('Fahrzeug', input.vehicle ?? '–');
  row('Laufzeit', `${input.offer.months} Monate`);
  row('Fahrleistung pro Jahr', `${input.offer.kmPerYear.toLocaleString('de-DE')} km`);
  row(input.customerGroup === 'b2b' ? 'Monatliche Rate (netto)' : 'Monatliche Rate (brutto)', formatCents(input.offer.monthlyRateCents));
  row('Anzahlung', formatCents(input.offer.downpaymentCents));
  row('Listenpreis', formatCents(input.offer.listPriceCents));

  for (const section of input.sections) {
    heading(section.title);
    for (const [labelText, value] of section.rows) row(labelText, value);
  }

  heading('Erklärung');
  for (const line of wrap(
    'Ich versichere, dass die vorstehenden Angaben vollständig und richtig sind. Mir ist bekannt, dass sie Grundlage der Bonitätsprüfung durch die Leasinggesellschaft sind.',
    regular,
    10,
    contentWidth,
  )) {
    ensure(14);
    draw(line, MARGIN);
    y -= 14;
  }
  ensure(60);
  y -= 36;
  page.drawLine({ start: { x: MARGIN, y: y + 12 }, end: { x: MARGIN + 200, y: y + 12 }, thickness: 0.5, color: INK });
  page.drawLine({ start: { x: MARGIN + 260, y: y + 12 }, end: { x: A4[0] - MARGIN, y: y + 12 }, thickness: 0.5, color: INK });
  draw('Ort, Datum', MARGIN, { size: 9, color: MUTED });
  draw('Unterschrift', MARGIN + 260, { size: 9, color: MUTED });

  const pages = pdf.getPages();
  for (const [i, p] of pages.entries()) {
    p.drawText(winAnsiSafe(`Erstellt am ${formatDate(input.createdAt)} · Seite ${i + 1} von ${pages.length}`), {
      x: MARGIN,
      y: MARGIN / 2,
      font: regular,
      size: 8,
      color: MUTED,
    });
  }
  return pdf.save();
}
