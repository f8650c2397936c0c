import type {} from '@fastify/multipart';
import { DISCOUNT_IMPORT_ERROR_CODES, MAX_DISCOUNT_IMPORT_BYTES, type DiscountImportResponse } from '@autoleasing/contracts';
import { tooLarge } from '@autoleasing/domain';
import { Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { basename } from 'node:path';
import { fileMissing, multipartExpected } from '../../../../common/http/upload-errors';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import type { DealerContext } from '../../shared/dealer-access';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { scopeOf } from '../../shared/query-dtos';
import { ImportDiscountsCommand } from './import-discounts.command';
import { ImportDiscountsQueryDto } from './import-discounts.request.dto';

const MAX_MB = MAX_DISCOUNT_IMPORT_BYTES / 1024 / 1024;

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

/** The uploaded file's own name (no path), as the audit shows it; at most 200 characters. */
function fileNameOf(raw: string | undefined): string {
  const name = basename((raw ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f]/g, '').trim();
  return (name || 'Tabelle').slice(-200);
}

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/import')
export class ImportDiscountsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @DealerRouteWithQuery()
  @ApiOperation({
    summary:
      'Rabatttabelle aus Excel/CSV importieren: dry_run=true listet geänderte Zellen (alt → neu), ungültige Zellen, unbekannte Fahrzeuge und Spalten; ' +
      'Übernehmen mit revision und token der Prüfung als ein Vorgang (409 bei geänderter Tabelle oder Datei, 422 solange etwas ungültig ist, 413 zu groß)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: `.xlsx oder .csv, höchstens ${MAX_MB} MB` } } } })
  @RespondsWith('DiscountImportResponse', { description: 'Ergebnis der Prüfung oder des Übernehmens' })
  async import(@CurrentDealer() { dealerId, actor }: DealerContext, @Query() query: ImportDiscountsQueryDto, @Req() request: FastifyRequest): Promise<DiscountImportResponse> {
    const scope = scopeOf(dealerId, query);
    const { dry_run: dryRun, revision, token } = query;
    if (!request.isMultipart()) throw multipartExpected();
    let upload: { fileName: string; content: Buffer } | null = null;
    try {
      const part = await request.file({ limits: { fileSize: MAX_DISCOUNT_IMPORT_BYTES, files: 1, fields: 5, parts: 6 } });
      if (part) upload = { fileName: fileNameOf(part.filename), content: await part.toBuffer() };
    } catch (error) {
      if (isTooLarge(error)) throw tooLarge(DISCOUNT_IMPORT_ERROR_CODES.tooLarge, `Die Datei ist zu groß. Erlaubt sind höchstens ${MAX_MB} MB.`);
      throw error;
    }
    if (!upload) throw fileMissing();
    return this.commandBus.execute(new ImportDiscountsCommand(scope, actor, upload.fileName, upload.content, dryRun, revision, token));
  }
}
