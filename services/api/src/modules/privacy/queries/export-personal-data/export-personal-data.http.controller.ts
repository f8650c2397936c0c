import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SecurityLog } from '../../../security-log/security-log';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { PrivacyAudit } from '../../shared/privacy-audit';
import { PersonalDataExport } from './personal-data-export';

@ApiTags('privacy')
@Controller('api/v1/customers/personal_data_export')
export class ExportPersonalDataHttpController {
  constructor(
    private readonly exporter: PersonalDataExport,
    private readonly audit: PrivacyAudit,
    private readonly securityLog: SecurityLog,
  ) {}

  @Get()
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Alle eigenen Daten als ZIP herunterladen (JSON und Dokumente)' })
  @RespondsWithFile('application/zip', 'ZIP mit den eigenen Daten (JSON) und Dokumenten')
  async export(@CurrentSession() session: AuthSession, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const archive = await this.exporter.build(session.userId);
    this.audit.export({ customerId: session.userId, documents: archive.documents });
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
