import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SecurityLog } from '../../../security-log/shared/security-log';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ExportPersonalDataQuery } from './export-personal-data.query';

@ApiTags('privacy')
@Controller('api/v1/customers/personal_data_export')
export class ExportPersonalDataHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly securityLog: SecurityLog,
  ) {}

  @Get()
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Alle eigenen Daten als ZIP herunterladen (JSON und Dokumente)' })
  @RespondsWithFile('application/zip', 'ZIP mit den eigenen Daten (JSON) und Dokumenten')
  async export(@CurrentSession() session: AuthSession, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const archive = await this.queryBus.execute(new ExportPersonalDataQuery(session.userId));
    await this.securityLog.recordForRequest(request, 'personal_data_exported', { documents: String(archive.documents) });
    const day = new Date().toISOString().slice(0, 10);
    await reply
      .status(200)
      .header('content-type', 'application/zip')
      .header('content-length', String(archive.content.length))
      .header('content-disposition', `attachment; filename="meine-daten-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(archive.content);
  }
}
