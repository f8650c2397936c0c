import type { DiscountCopyPreviewResponse, DiscountHistoryResponse, DiscountImportResponse, DiscountTableResponse } from '@autoleasing/contracts';
import ExcelJS from 'exceljs';
import type request from 'supertest';
import { http } from '../../wall/test/wall-test-kit';
import { useDealerTableTest } from '../test/dealer-table-test-kit';

jest.setTimeout(120_000);

/**
 * The Excel round trip at the api (issue 21, item 5): export of every filtered row as .xlsx and
 * German CSV, the import's dry run (changed, invalid, unknown), the apply as one audited
 * operation onto the dry run's revision, and who may do it.
 */
describe('dealer discounts: Excel/CSV export and import', () => {
  const kit = useDealerTableTest('discount_excel');
  const { get, post, base, scope, scopeQuery } = kit;
  let golfs: { id: string; name: string }[];

  beforeAll(async () => {
    kit.bankId = (await get(`/api/v1/dealers/${kit.dealerId}/banks`).expect(200)).body.banks[0].id;
    kit.manufacturerId = (await kit.pool.query(`SELECT id FROM manufacturers WHERE slug = 'vw'`)).rows[0].id;
    golfs = (
      await kit.pool.query(
        `SELECT cm.id, cm.name FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id
          WHERE cm.manufacturer_id = $1 AND (cs.name ILIKE '%Golf%' OR cm.name ILIKE '%Golf%' OR cm.vehicle_order_code ILIKE '%Golf%') ORDER BY cs.name, cm.name, cm.id`,
        [kit.manufacturerId],
      )
    ).rows;
    expect(golfs.length).toBeGreaterThan(2);
    const saved = await post(`${base()}/discounts`, {
      ...scope(),
      revision: -1,
      discounts: golfs.slice(0, 2).map((g) => ({ car_model_id: g.id, base_discount: 7.5, available: true, delivery_time: '2_to_3_months', factory_delivery_cents: 123456 })),
    }).expect(200);
    expect(saved.body.revision).toBe(0);
  });

  const binary = (request: ReturnType<typeof get>) =>
    request.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const exportXlsx = async (extra = '') => (await binary(get(`${base()}/discounts/export?${scopeQuery()}&format=xlsx${extra}`)).expect(200)).body as Buffer;
  const upload = (file: Buffer, name: string, query = 'dry_run=true', token = kit.tokens.dealer, id = kit.dealerId) =>
    http(kit.t).post(`${base(id)}/discounts/import?${scopeQuery()}&${query}`).set('authorization', `Bearer ${token}`).attach('file', file, name);
  /** 200, or a failure that shows the API's code and German message (a bare "got 422" once left nothing to go on). */
  const answered = (response: request.Response) => {
    if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${JSON.stringify(response.body)}`);
  };

  async function workbookOf(buffer: Buffer): Promise<ExcelJS.Worksheet> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    return workbook.worksheets[0];
  }
  const headerIndex = (sheet: ExcelJS.Worksheet, header: string) => (sheet.getRow(1).values as unknown[]).indexOf(header);
  const rowOf = (sheet: ExcelJS.Worksheet, carModelId: string) => {
    for (let n = 2; n <= sheet.rowCount; n++) if (sheet.getRow(n).getCell(1).value === carModelId) return sheet.getRow(n);
    throw new Error(`no row for ${carModelId}`);
  };
  const edited = async (sheet: ExcelJS.Worksheet) => Buffer.from(await sheet.workbook.xlsx.writeBuffer());

  it('exports every row matching the filters as .xlsx with German headers and a German file name', async () => {
    const response = await binary(get(`${base()}/discounts/export?${scopeQuery()}&search=Golf`)).expect(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(response.headers['content-disposition'])).toMatch(/^attachment; .*filename\*=UTF-8''Rabatte – .+ – .+ – Geschäftskunden – .+ – \d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await workbookOf(response.body);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 5)).toEqual(['Fahrzeug-ID', 'Marke', 'Modellreihe', 'Modell', 'Basisnachlass (%)']);
    expect(headers).toEqual(expect.arrayContaining(['Zusatznachlass 1 (%)', 'Werksabholung (€)', 'Lieferzeit', 'Bestellbar', 'Status', 'Bestätigt']));
    // All rows, not one page of 20.
    const table: DiscountTableResponse = (await get(`${base()}/discounts?${scopeQuery()}&search=Golf`).expect(200)).body;
    expect(sheet.rowCount - 1).toBe(table.total_count);
    const row = rowOf(sheet, golfs[0].id);
    expect(row.getCell(headerIndex(sheet, 'Basisnachlass (%)')).value).toBe(7.5);
    expect(row.getCell(headerIndex(sheet, 'Werksabholung (€)')).value).toBe(1234.56);
    expect(row.getCell(headerIndex(sheet, 'Lieferzeit')).value).toBe('2–3 Monate');
    expect(row.getCell(headerIndex(sheet, 'Status')).value).toBe('Bestellbar, Daten vollständig');
  });

  it('exports German CSV: BOM, semicolons, decimal commas; the state filter applies', async () => {
    const response = await get(`${base()}/discounts/export?${scopeQuery()}&format=csv&state=available`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/\.csv$/);
    const text: string = response.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0].split(';').slice(0, 5)).toEqual(['Fahrzeug-ID', 'Marke', 'Modellreihe', 'Modell', 'Basisnachlass (%)']);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(';7,50;');
    expect(lines[1]).toContain(';1.234,56;');
  });

  it('refuses an unknown format and unknown parameters (400)', async () => {
    await get(`${base()}/discounts/export?${scopeQuery()}&format=pdf`).expect(400);
    await get(`${base()}/discounts/export?${scopeQuery()}&page=2`).expect(400);
  });

  it('dry run lists changed cells old → new, invalid cells with row and German message, unknown car models and columns; nothing is stored', async () => {
    const sheet = await workbookOf(await exportXlsx('&search=Golf'));
    const baseColumn = headerIndex(sheet, 'Basisnachlass (%)');
    rowOf(sheet, golfs[0].id).getCell(baseColumn).value = '9,25';
    const invalidRow = rowOf(sheet, golfs[1].id);
    invalidRow.getCell(baseColumn).value = 120;
    sheet.getRow(1).getCell(sheet.columnCount + 1).value = 'Notiz';
    sheet.addRow(['00000000-0000-4000-8000-00000000abcd', 'VW', 'X', 'Y', 5]);
    const file = await edited(sheet);
    const dry = await upload(file, 'Rabatte Golf.xlsx').expect(answered);
    const body = dry.body as DiscountImportResponse;
    expect(body).toMatchObject({ file_name: 'Rabatte Golf.xlsx', dry_run: true, applied: false, revision: 0, can_apply: false, cells_changed: 1, unknown_columns: ['Notiz'] });
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.changes).toEqual([
      { row: rowOf(sheet, golfs[0].id).number, car_model_id: golfs[0].id, car_model_name: golfs[0].name, field: 'base_discount', column: 'Basisnachlass (%)', old_value: 7.5, new_value: 9.25 },
    ]);
    expect(body.invalid_cells).toEqual([
      { row: invalidRow.number, car_model_id: golfs[1].id, column: 'Basisnachlass (%)', code: 'out_of_range', message: 'Bitte geben Sie einen Wert zwischen 0,00 und 99,99 ein.' },
    ]);
    expect(body.unknown_car_models).toEqual([{ row: sheet.rowCount, car_model_id: '00000000-0000-4000-8000-00000000abcd' }]);

    // Applying it anyway: 422 with the list, nothing stored.
    const refused = await upload(file, 'Rabatte Golf.xlsx', `revision=${body.revision}&token=${body.token}`).expect(422);
    expect(refused.body.code).toBe('discount_validation_failed');
    expect(refused.body.message).toBe('2 Zellen sind ungültig. Es wurde nichts übernommen.');
    expect(refused.body.import.invalid_cells).toHaveLength(1);
    const table: DiscountTableResponse = (await get(`${base()}/discounts?${scopeQuery()}&search=Golf`).expect(200)).body;
    expect(table.revision).toBe(0);
    expect(table.discounts.find((d) => d.car_model_id === golfs[0].id)?.base_discount).toBe(7.5);
  });

  it('applies a checked file as one operation with its file name; history shows an import', async () => {
    const sheet = await workbookOf(await exportXlsx('&search=Golf'));
    rowOf(sheet, golfs[0].id).getCell(headerIndex(sheet, 'Basisnachlass (%)')).value = 8.75;
    rowOf(sheet, golfs[1].id).getCell(headerIndex(sheet, 'Werksabholung (€)')).value = '999,90';
    const file = await edited(sheet);
    const dry: DiscountImportResponse = (await upload(file, 'März.xlsx').expect(answered)).body;
    expect(dry).toMatchObject({ can_apply: true, cells_changed: 2, rows_changed: 2 });
    const applied: DiscountImportResponse = (await upload(file, 'März.xlsx', `dry_run=false&revision=${dry.revision}&token=${dry.token}`).expect(answered)).body;
    expect(applied).toMatchObject({ applied: true, dry_run: false, revision: 1, cells_changed: 2, operation_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const table: DiscountTableResponse = (await get(`${base()}/discounts?${scopeQuery()}&search=Golf`).expect(200)).body;
    expect(table.revision).toBe(1);
    expect(table.discounts.find((d) => d.car_model_id === golfs[0].id)?.base_discount).toBe(8.75);
    expect(table.discounts.find((d) => d.car_model_id === golfs[1].id)?.factory_delivery_cents).toBe(99990);
    const history: DiscountHistoryResponse = (await get(`${base()}/discounts/history?${scopeQuery()}`).expect(200)).body;
    const imported = history.entries.filter((e) => e.kind === 'import');
    expect(imported).toHaveLength(2);
    expect(imported.every((e) => e.file_name === 'März.xlsx' && e.operation_id === applied.operation_id)).toBe(true);
  });

  it('refuses an apply when the table changed since the dry run (409) or the file is another (409)', async () => {
    const sheet = await workbookOf(await exportXlsx('&search=Golf'));
    rowOf(sheet, golfs[0].id).getCell(headerIndex(sheet, 'Basisnachlass (%)')).value = 6;
    const file = await edited(sheet);
    const dry: DiscountImportResponse = (await upload(file, 'a.xlsx').expect(answered)).body;
    const other = Buffer.from(file);
    const changedFile = await upload(Buffer.from('Fahrzeug-ID;Basisnachlass (%)\r\n'), 'a.csv', `dry_run=false&revision=${dry.revision}&token=${dry.token}`).expect(409);
    expect(changedFile.body.code).toBe('discount_import_file_changed');
    await post(`${base()}/discounts`, { ...scope(), revision: dry.revision, discounts: [{ car_model_id: golfs[1].id, base_discount: 3 }] }).expect(200);
    const stale = await upload(other, 'a.xlsx', `dry_run=false&revision=${dry.revision}&token=${dry.token}`).expect(409);
    expect(stale.body).toMatchObject({ code: 'discount_import_stale', message: expect.stringContaining('seit der Prüfung') });
    const missing = await upload(other, 'a.xlsx', 'dry_run=false').expect(400);
    expect(missing.body.code).toBe('discount_import_not_checked');
  });

  it('reads German CSV and refuses other files in German', async () => {
    const csv = Buffer.from(`\uFEFFFahrzeug-ID;Basisnachlass (%);Bestellbar\r\n${golfs[0].id};"1,5";nein\r\n`);
    const dry: DiscountImportResponse = (await upload(csv, 'r.csv').expect(answered)).body;
    expect(dry.changes.map((c) => [c.field, c.new_value])).toEqual([
      ['base_discount', 1.5],
      ['available', false],
    ]);
    const pdf = await upload(Buffer.from('%PDF-1.4'), 'r.pdf').expect(422);
    expect(pdf.body).toMatchObject({ code: 'discount_import_format', message: expect.stringContaining('.xlsx') });
    const noId = await upload(Buffer.from('Modell;Basisnachlass (%)\r\nGolf;5\r\n'), 'r.csv').expect(422);
    expect(noId.body.code).toBe('discount_import_no_id_column');
  });

  it('answers 413 in German for a file above 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const response = await upload(big, 'big.csv').expect(413);
    expect(response.body).toMatchObject({ code: 'discount_import_too_large', message: 'Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.' });
  });

  it('previews a copy from another table: cells that would change and the existing values it replaces, nothing stored', async () => {
    const b2c = { customer_group: 'b2c', bank_id: kit.bankId, manufacturer_id: kit.manufacturerId };
    await post(`${base()}/discounts`, {
      ...b2c,
      revision: -1,
      discounts: golfs.slice(0, 3).map((g) => ({ car_model_id: g.id, base_discount: 4.5, available: true, delivery_time: '2_weeks', factory_delivery_cents: 50000 })),
    }).expect(200);
    const before: DiscountTableResponse = (await get(`${base()}/discounts?${scopeQuery()}`).expect(200)).body;
    const previewPath = `${base()}/discounts/copy/preview?${scopeQuery()}&source_customer_group=b2c&source_bank_id=${kit.bankId}`;
    const preview: DiscountCopyPreviewResponse = (await get(previewPath).expect(200)).body;
    expect(preview.revision).toBe(before.revision);
    expect(preview.rows_changed).toBe(3);
    // golfs[0] and [1] hold base, delivery time and factory delivery already: those are replaced.
    expect(preview.replaced_values).toBe(6);
    expect(preview.changes).toContainEqual({ car_model_id: golfs[2].id, car_model_name: golfs[2].name, field: 'base_discount', old_value: null, new_value: 4.5 });
    expect((await get(`${base()}/discounts?${scopeQuery()}`).expect(200)).body.revision).toBe(before.revision);
    await get(`${base()}/discounts/copy/preview?${scopeQuery()}&source_customer_group=b2b&source_bank_id=${kit.bankId}`).expect(400);
    await get(`${base(kit.otherDealerId)}/discounts/copy/preview?${scopeQuery()}&source_customer_group=b2c&source_bank_id=${kit.bankId}`).expect(404);
    await get(previewPath, kit.tokens.customer).expect(403);
  });

  it('lets the Dealer of the table and an Admin acting for it in; another dealer 404, customers 403, visitors 401', async () => {
    const csv = Buffer.from(`Fahrzeug-ID;Basisnachlass (%)\r\n${golfs[0].id};5\r\n`);
    await binary(get(`${base()}/discounts/export?${scopeQuery()}`, kit.tokens.admin)).expect(200);
    await upload(csv, 'r.csv', 'dry_run=true', kit.tokens.admin).expect(answered);
    await get(`${base(kit.otherDealerId)}/discounts/export?${scopeQuery()}`).expect(404);
    await upload(csv, 'r.csv', 'dry_run=true', kit.tokens.dealer, kit.otherDealerId).expect(404);
    await get(`${base()}/discounts/export?${scopeQuery()}`, kit.tokens.customer).expect(403);
    await upload(csv, 'r.csv', 'dry_run=true', kit.tokens.customer).expect(403);
    await http(kit.t).get(`${base()}/discounts/export?${scopeQuery()}`).expect(401);
    await http(kit.t).post(`${base()}/discounts/import?${scopeQuery()}&dry_run=true`).attach('file', csv, 'r.csv').expect(401);
  });
});
