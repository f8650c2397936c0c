import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { ListDevOutboxQuery } from './list-dev-outbox.query';

/**
 * /dev/outbox: the mails that would have gone out, newest first, for local development and the
 * browser journeys (no SMTP needed). Answers 404 in production, where it must not exist.
 */
@ApiExcludeController()
@Controller('dev/outbox')
export class ListDevOutboxHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @RespondsWithFile('text/html', 'Die Seite der Mails (HTML), die neueste zuerst')
  list(): Promise<string> {
    return this.queryBus.execute(new ListDevOutboxQuery());
  }
}
