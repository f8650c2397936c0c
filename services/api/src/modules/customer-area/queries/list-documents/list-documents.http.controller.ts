import type { CustomerDocumentDto } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ListDocumentsQuery } from './list-documents.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/** Customer area reads (spec 7.6): customers only, only their own data (anything else is 404). */
@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class ListDocumentsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('documents')
  @ApiOperation({ summary: 'Dokumente mit kurzlebigen signierten Download-Links' })
  @RespondsWith('CustomerDocumentList')
  documents(@CurrentSession() session: AuthSession, @Query() _query: NoQueryDto): Promise<CustomerDocumentDto[]> {
    return this.queryBus.execute(new ListDocumentsQuery(session.userId));
  }
}
