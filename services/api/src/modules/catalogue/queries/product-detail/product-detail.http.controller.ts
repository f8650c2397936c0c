import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DetailLastSeenQueryDto } from '../../shared/query-dtos';
import { parseProductDetailRequest } from './product-detail.request.dto';
import { ProductDetailQuery } from './product-detail.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('public')
@Controller('api/v1/products/:id')
export class ProductDetailHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Fahrzeugdetails eines Angebots (Laufzeiten, Modell, ähnliche und zuletzt angesehene Fahrzeuge)' })
  @RespondsWith('ProductResponse')
  /** The ProductResponse of contracts, as JSON text. */
  detail(@Param('id') id: string, @Query() query: DetailLastSeenQueryDto): Promise<string> {
    const request = parseProductDetailRequest(id, query);
    return this.queryBus.execute(new ProductDetailQuery(request.id, request.customerGroup, request.lastSeenCarIds));
  }
}
