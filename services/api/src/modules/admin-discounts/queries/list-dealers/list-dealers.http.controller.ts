import type { UsersDealersResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { ListDealersQuery } from './list-dealers.query';

/** GET /api/v1/users/dealers (spec 7.7): every dealer, for the Admin's dealer choice (dealer_id_for_admin). */
@ApiTags('admin')
@Controller('api/v1/users/dealers')
@RequiresLogin({ roles: ['Admin'] })
export class ListDealersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Alle Händler mit id und full_name (nur Admin)' })
  @RespondsWith('UsersDealersResponse')
  list(@Query() _query: NoQueryDto): Promise<UsersDealersResponse> {
    return this.queryBus.execute(new ListDealersQuery());
  }
}
