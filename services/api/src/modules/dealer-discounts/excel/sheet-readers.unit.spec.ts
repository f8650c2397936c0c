import ExcelJS from 'exceljs';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { xlsxRows } from './sheet-readers';

/** The temporary files exceljs's reader made in this process (tmp names them tmp-<pid>-…). */
const temporaryFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

/** The reader deletes its files without waiting for the unlink: the set of files, once it is back to `before` (at most 2 s). */
async function temporaryFilesOnceBackTo(before: string[]): Promise<string[]> {
  for (let attempt = 0; attempt < 200 && temporaryFiles().length > before.length; attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
  return temporaryFiles();
}

async function exportedWorkbook(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rabatte');
  sheet.addRow(['Fahrzeug-ID', 'Marke', 'Basisnachlass (%)']);
  for (let i = 1; i <= rows; i++) sheet.addRow([`id-${i}`, 'VW', i]);
  workbook.addWorksheet('Hinweise').addRow(['nicht gelesen']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('xlsxRows: the first worksheet of an uploaded workbook', () => {
  it('given an exported workbook, when it is read, then it yields the first sheet’s rows and leaves no temporary file', async () => {
    const file = await exportedWorkbook(3);
    const before = temporaryFiles();
    const rows = [];
    for await (const row of xlsxRows(file)) rows.push(row);
    expect(rows).toEqual([
      { number: 1, values: ['Fahrzeug-ID', 'Marke', 'Basisnachlass (%)'] },
      { number: 2, values: ['id-1', 'VW', 1] },
      { number: 3, values: ['id-2', 'VW', 2] },
      { number: 4, values: ['id-3', 'VW', 3] },
    ]);
    expect(await temporaryFilesOnceBackTo(before)).toEqual(before);
  });

  it('given a reader that stops after the header (a refused file), then no temporary file is left either', async () => {
    const file = await exportedWorkbook(50);
    const before = temporaryFiles();
    for await (const row of xlsxRows(file)) {
      expect(row.number).toBe(1);
      break;
    }
    expect(await temporaryFilesOnceBackTo(before)).toEqual(before);
  });
});
