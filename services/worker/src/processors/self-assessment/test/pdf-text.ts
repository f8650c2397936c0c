import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

/**
 * The text a PDF of ours shows, for tests: pdf-lib has no text extraction, but our renderer
 * draws with standard fonts, whose strings are hex WinAnsi codes in `Tj` operators. Decodes the
 * (Flate) content streams and joins the shown strings per page.
 */
const WIN_ANSI_HIGH: Record<number, string> = Object.fromEntries(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((ch, i) => [0x80 + i, ch]),
);

export async function shownText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref as PDFRef)) : [contents];
    const operators = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
      .join('\n');
    const strings = [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex]) =>
      [...Buffer.from(hex, 'hex')].map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join(''),
    );
    return strings.join('\n');
  });
}
