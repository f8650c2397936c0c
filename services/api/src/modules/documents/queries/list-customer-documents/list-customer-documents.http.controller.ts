import type { Actor, AttachedDocumentList } from '@autoleasing/contracts';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { CustomerIdParamDto } from '../../../../common/http/customer-id-param.dto';
import { ListCustomerDocumentsQuery } from './list-customer-documents.query';

@ApiTags('documents')
@Controller('api/v1/checkout/customer/:id/attached_documents')
export class ListCustomerDocumentsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The customer's own attached documents (those of the customer, not of a deal). */
  @Get()
  @Header('cache-control', 'no-store')
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Angehängte Dokumente des Kunden' })
  @RespondsWith('AttachedDocumentList')
  async list(@Param() params: CustomerIdParamDto, @RequestActor() actor: Actor, @Query() _query: NoQueryDto): Promise<AttachedDocumentList> {
    return this.queryBus.execute(new ListCustomerDocumentsQuery(params.id, actor.userId));
  }
}
