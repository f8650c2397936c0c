import type {} from '@fastify/multipart';
import { DISCOUNT_IMPORT_ERROR_CODES, MAX_DISCOUNT_IMPORT_BYTES, type DiscountImportResponse } from '@autoleasing/contracts';
import { badRequest, tooLarge } from '@autoleasing/domain';
import { Controller, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { basename } from 'node:path';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { SCOPE_QUERY_DOCS } from '../../excel/openapi-params';
import { DealerAccess } from '../../shared/dealer-access';
import { assertOnlyKeys, invalidParameter, single, type RawQuery } from '../../shared/query-params';
import { scopeOf } from '../../shared/scope-params';
import { ImportDiscountsHandler } from './import-discounts.handler';
import { IMPORT_RESPONSE_DOC } from './import-discounts.openapi';

const MAX_MB = MAX_DISCOUNT_IMPORT_BYTES / 1024 / 1024;

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

function dryRunOf(query: RawQuery): boolean {
  const value = single(query, 'dry_run');
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw invalidParameter('dry_run', '„dry_run“ erlaubt nur true und false.');
}

function revisionOf(query: RawQuery): number | undefined {
  const value = single(query, 'revision');
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d{1,9}$/.test(value) || Number(value) < -1) throw invalidParameter('revision');
  return Number(value);
}

/** The uploaded file's own name (no path), as the audit shows it; at most 200 characters. */
function fileNameOf(raw: string | undefined): string {
  const name = basename((raw ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f]/g, '').trim();
  return (name || 'Tabelle').slice(-200);
}

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/import')
export class ImportDiscountsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly handler: ImportDiscountsHandler,
  ) {}

  @Post()
  @HttpCode(200)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({
    summary:
      'Rabatttabelle aus Excel/CSV importieren: dry_run=true listet geänderte Zellen (alt → neu), ungültige Zellen, unbekannte Fahrzeuge und Spalten; ' +
      'Übernehmen mit revision und token der Prüfung als ein Vorgang (409 bei geänderter Tabelle oder Datei, 422 solange etwas ungültig ist, 413 zu groß)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: `.xlsx oder .csv, höchstens ${MAX_MB} MB` } } } })
  @SCOPE_QUERY_DOCS()
  @ApiQuery({ name: 'dry_run', required: false, schema: { type: 'boolean', default: false }, description: 'true: nur prüfen, nichts speichern' })
  @ApiQuery({ name: 'revision', required: false, schema: { type: 'integer' }, description: 'revision der Prüfung (zum Übernehmen Pflicht)' })
  @ApiQuery({ name: 'token', required: false, schema: { type: 'string' }, description: 'token der Prüfung (SHA-256 der Datei, zum Übernehmen Pflicht)' })
  @ApiOkResponse(IMPORT_RESPONSE_DOC)
  async import(@Param('id') id: string, @Query() query: RawQuery, @Req() request: FastifyRequest, @CurrentSession() session: AuthSession): Promise<DiscountImportResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    assertOnlyKeys(query, ['customer_group', 'bank_id', 'manufacturer_id', 'dry_run', 'revision', 'token']);
    const scope = scopeOf(dealerId, query);
    const dryRun = dryRunOf(query);
    const revision = revisionOf(query);
    const token = single(query, 'token');
    if (!request.isMultipart()) throw badRequest('multipart_expected', 'Bitte senden Sie die Datei als multipart/form-data.');
    let upload: { fileName: string; content: Buffer } | null = null;
    try {
      const part = await request.file({ limits: { fileSize: MAX_DISCOUNT_IMPORT_BYTES, files: 1, fields: 5, parts: 6 } });
      if (part) upload = { fileName: fileNameOf(part.filename), content: await part.toBuffer() };
    } catch (error) {
      if (isTooLarge(error)) throw tooLarge(DISCOUNT_IMPORT_ERROR_CODES.tooLarge, `Die Datei ist zu groß. Erlaubt sind höchstens ${MAX_MB} MB.`);
      throw error;
    }
    if (!upload) throw badRequest('file_missing', 'Es wurde keine Datei übermittelt.');
    return this.handler.execute({ scope, actor, ...upload, dryRun, revision, token });
  }
}
