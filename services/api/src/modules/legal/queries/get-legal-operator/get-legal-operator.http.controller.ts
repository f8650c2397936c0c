import type { LegalOperatorResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { GetLegalOperatorQuery } from './get-legal-operator.query';

@ApiTags('public')
@Controller('fe-api/v1/legal')
export class GetLegalOperatorHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('operator')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Anbieterangaben für Impressum und Datenschutzerklärung (Konfiguration OPERATOR_*)' })
  @RespondsWith('LegalOperatorResponse')
  operator(@Query() _query: NoQueryDto): Promise<LegalOperatorResponse> {
    return this.queryBus.execute(new GetLegalOperatorQuery());
  }
}
