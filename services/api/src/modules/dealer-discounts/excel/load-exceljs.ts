import type ExcelJS from 'exceljs';

/**
 * exceljs and its zip stack are about 300 modules and a third of a second to load: they are
 * loaded with the first Excel file instead of with every api process (and every test app).
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
