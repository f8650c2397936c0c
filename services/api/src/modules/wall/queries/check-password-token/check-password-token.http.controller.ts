import type { PasswordTokenValidResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CheckPasswordTokenQuery } from './check-password-token.query';
import { CheckPasswordTokenQueryDto } from './check-password-token.request.dto';

/** /recover-password?token=… asks first, so an expired link says so before the form is filled. */
@ApiTags('wall')
@Controller('api/v1/customers/password')
export class CheckPasswordTokenHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Prüfen, ob ein Link zum Zurücksetzen des Passworts noch gültig ist' })
  @RespondsWith('PasswordTokenValidResponse')
  check(@Query() query: CheckPasswordTokenQueryDto): Promise<PasswordTokenValidResponse> {
    return this.queryBus.execute(new CheckPasswordTokenQuery(query.reset_password_token));
  }
}
