import { Controller, Get, Header, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { GetDevOutboxAttachmentQuery } from './get-dev-outbox-attachment.query';

/** An attachment of a mail on /dev/outbox, inline (so a PDF opens in the browser) with its file name. 404 in production. */
@ApiExcludeController()
@Controller('dev/outbox/attachments')
export class GetDevOutboxAttachmentHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @Header('cache-control', 'no-store')
  @RespondsWithFile('application/pdf', 'Der Anhang im Inhaltstyp der Mail (heute nur PDF), inline mit seinem Dateinamen')
  async attachment(@Param('id', ParseUUIDPipe) id: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.queryBus.execute(new GetDevOutboxAttachmentQuery(id));
    await reply
      .header('content-type', file.content_type)
      .header('content-disposition', `inline; filename="${file.file_name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  }
}
