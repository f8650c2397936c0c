/**
 * Clipboard text from a spreadsheet: rows by line break, cells by tab. A trailing line break
 * (spreadsheets add one) is not a row. A single column pasted fills the cells below the active one.
 */
export function parseClipboard(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t').map((cell) => cell.trim()));
}
