import type { ComparisonManufacturersAndBanksResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { ListComparisonManufacturersAndBanksQuery } from './list-comparison-manufacturers-and-banks.query';

/** The brands and banks the admin comparison (spec 2.5, 7.7) offers. Admin only. */
@ApiTags('admin')
@Controller('api/v1/comparison/options')
@RequiresLogin({ roles: ['Admin'] })
export class ListComparisonManufacturersAndBanksHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('manufacturers_and_banks')
  @ApiOperation({ summary: 'Marken und Banken mit Rabattdaten (Auswahl des Vergleichs)' })
  @RespondsWith('ComparisonManufacturersAndBanksResponse')
  manufacturersAndBanks(@Query() _query: NoQueryDto): Promise<ComparisonManufacturersAndBanksResponse> {
    return this.queryBus.execute(new ListComparisonManufacturersAndBanksQuery());
  }
}
