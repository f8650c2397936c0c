import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { WallModule } from '../wall/wall.module';
import { DeleteOwnAccountHandler } from './commands/delete-own-account/delete-own-account.handler';
import { DeleteOwnAccountHttpController } from './commands/delete-own-account/delete-own-account.http.controller';
import { ErasePersonalDataHandler } from './commands/erase-personal-data/erase-personal-data.handler';
import { ErasePersonalDataHttpController } from './commands/erase-personal-data/erase-personal-data.http.controller';
import { ExportPersonalDataHandler } from './queries/export-personal-data/export-personal-data.handler';
import { ExportPersonalDataHttpController } from './queries/export-personal-data/export-personal-data.http.controller';
import { PersonalDataExport } from './queries/export-personal-data/personal-data-export';
import { PersonalDataEraser } from './shared/personal-data-eraser';
import { PrivacyAudit } from './shared/privacy-audit';
import { PrivacySweeper } from './shared/privacy-sweeper';

/**
 * GDPR (issue #20 item 7, docs/privacy.md): erasure by an admin or by the customer themself,
 * the customer's export of all their data, and the expiry of stored answers that may quote it.
 */
@Module({
  imports: [WallModule, DocumentsModule],
  controllers: [ErasePersonalDataHttpController, DeleteOwnAccountHttpController, ExportPersonalDataHttpController],
  providers: [PersonalDataEraser, PersonalDataExport, PrivacyAudit, PrivacySweeper, ErasePersonalDataHandler, DeleteOwnAccountHandler, ExportPersonalDataHandler],
})
export class PrivacyModule {}
