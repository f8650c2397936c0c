import { formatDate } from '@autoleasing/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/*
 * The 14 standard fonts use WinAnsi: Latin-1 plus € and typographic quotes, so umlauts and ß are
 * fine. Anything beyond (emoji, other scripts typed into a form) becomes '?' instead of failing
 * the document.
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

export const A4: [number, number] = [595.28, 841.89];
export const PDF_MARGIN = 56;
const LABEL_WIDTH = 200;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const ACCENT = rgb(0.0, 0.33, 0.6);

export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
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

export interface A4DocumentMeta {
  title: string;
  subject: string;
  createdAt: Date;
}

/**
 * The house style of our PDFs (A4, German, Helvetica): a title, headed sections of label/value
 * rows, paragraphs, a signature line and a footer with date and page numbers. Text is made
 * WinAnsi-safe on the way in, pages are added as the content grows.
 */
export class A4Document {
  private page: PDFPage;
  /** The font the current page is set to (undefined on a new page). */
  private pageFont?: PDFFont;
  private y = A4[1] - PDF_MARGIN;
  private readonly contentWidth = A4[0] - 2 * PDF_MARGIN;

  private constructor(
    readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly createdAt: Date,
  ) {
    this.page = pdf.addPage(A4);
  }

  static async create(meta: A4DocumentMeta): Promise<A4Document> {
    const pdf = await PDFDocument.create();
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    pdf.setTitle(winAnsiSafe(meta.title));
    pdf.setSubject(winAnsiSafe(meta.subject));
    pdf.setAuthor('autoleasing');
    pdf.setCreator('autoleasing');
    pdf.setProducer('autoleasing');
    pdf.setLanguage('de-DE');
    pdf.setCreationDate(meta.createdAt);
    pdf.setModificationDate(meta.createdAt);
    return new A4Document(pdf, regular, bold, meta.createdAt);
  }

  title(text: string, subtitle: string): void {
    this.draw(text, PDF_MARGIN, { font: this.bold, size: 22, color: ACCENT });
    this.y -= 20;
    this.draw(subtitle, PDF_MARGIN, { size: 11, color: MUTED });
    this.y -= 28;
  }

  heading(title: string): void {
    this.ensure(40);
    this.y -= 6;
    this.draw(title, PDF_MARGIN, { font: this.bold, size: 13 });
    this.y -= 6;
    this.page.drawLine({ start: { x: PDF_MARGIN, y: this.y }, end: { x: A4[0] - PDF_MARGIN, y: this.y }, thickness: 0.6, color: ACCENT });
    this.y -= 16;
  }

  row(label: string, value: string, options: { bold?: boolean } = {}): void {
    const font = options.bold ? this.bold : this.regular;
    const lines = wrapText(winAnsiSafe(value), font, 10, this.contentWidth - LABEL_WIDTH);
    this.ensure(14 * lines.length + 2);
    this.draw(label, PDF_MARGIN, { color: MUTED, font: options.bold ? this.bold : this.regular });
    for (const [i, line] of lines.entries()) {
      if (i > 0) this.y -= 14;
      this.draw(line, PDF_MARGIN + LABEL_WIDTH, { font });
    }
    this.y -= 16;
  }

  paragraph(text: string, options: { size?: number; muted?: boolean } = {}): void {
    const size = options.size ?? 10;
    for (const line of wrapText(winAnsiSafe(text), this.regular, size, this.contentWidth)) {
      this.ensure(size + 4);
      this.draw(line, PDF_MARGIN, { size, color: options.muted ? MUTED : INK });
      this.y -= size + 4;
    }
  }

  signatureLines(): void {
    this.ensure(60);
    this.y -= 36;
    this.page.drawLine({ start: { x: PDF_MARGIN, y: this.y + 12 }, end: { x: PDF_MARGIN + 200, y: this.y + 12 }, thickness: 0.5, color: INK });
    this.page.drawLine({ start: { x: PDF_MARGIN + 260, y: this.y + 12 }, end: { x: A4[0] - PDF_MARGIN, y: this.y + 12 }, thickness: 0.5, color: INK });
    this.draw('Ort, Datum', PDF_MARGIN, { size: 9, color: MUTED });
    this.draw('Unterschrift', PDF_MARGIN + 260, { size: 9, color: MUTED });
  }

  /** Footer on every page ("Erstellt am … · Seite i von n"), then the file. */
  async save(): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    for (const [i, p] of pages.entries()) {
      p.drawText(winAnsiSafe(`Erstellt am ${formatDate(this.createdAt)} · Seite ${i + 1} von ${pages.length}`), {
        x: PDF_MARGIN,
        y: PDF_MARGIN / 2,
        font: this.regular,
        size: 8,
        color: MUTED,
      });
    }
    // Plain cross-reference table rather than compressed object streams: a one- or two-page
    // document gains a few hundred bytes and saves about half of its rendering time.
    return this.pdf.save({ useObjectStreams: false });
  }

  private ensure(height: number): void {
    if (this.y - height < PDF_MARGIN + 20) {
      this.page = this.pdf.addPage(A4);
      this.pageFont = undefined;
      this.y = A4[1] - PDF_MARGIN;
    }
  }

  /**
   * The page's font is set only when it changes: pdf-lib's drawText with a `font` option adds a
   * new entry to the page's font resources on every call (and another to switch back), which
   * made most of a document's rendering time and size.
   */
  private draw(text: string, x: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {}): void {
    const font = options.font ?? this.regular;
    if (this.pageFont !== font) {
      this.page.setFont(font);
      this.pageFont = font;
    }
    this.page.drawText(winAnsiSafe(text), { x, y: this.y, size: options.size ?? 10, color: options.color ?? INK });
  }
}
