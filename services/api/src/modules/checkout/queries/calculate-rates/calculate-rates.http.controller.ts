import type { RatesCalculationResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { CalculateRatesQuery } from './calculate-rates.query';
import { RatesCalculationDto } from './calculate-rates.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/** POST /api/v1/rates_calculation (spec 7.5): the rate for a custom list price and downpayment (euros in the body). */
@ApiTags('checkout')
@Controller('api/v1/rates_calculation')
@RequiresLogin({ roles: ['Customer'] })
export class CalculateRatesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Rate berechnen (Listenpreis und Anzahlung in Euro)' })
  @RespondsWith('RatesCalculationResponse')
  calculate(@Body() body: RatesCalculationDto): Promise<RatesCalculationResponse> {
    return this.queryBus.execute(new CalculateRatesQuery(body.final_offer));
  }
}
