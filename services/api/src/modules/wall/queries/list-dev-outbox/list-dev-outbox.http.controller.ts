import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
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
  list(): Promise<string> {
    return this.queryBus.execute(new ListDevOutboxQuery());
  }
}
