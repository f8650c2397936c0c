import type { PasswordTokenValidResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { CheckPasswordTokenQueryDto } from './check-password-token.request.dto';

/** /recover-password?token=… asks first, so an expired link says so before the form is filled. */
@ApiTags('wall')
@Controller('api/v1/customers/password')
export class CheckPasswordTokenHttpController {
  constructor(private readonly tokens: SingleUseTokens) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Prüfen, ob ein Link zum Zurücksetzen des Passworts noch gültig ist' })
  @RespondsWith('PasswordTokenValidResponse')
  async check(@Query() query: CheckPasswordTokenQueryDto): Promise<PasswordTokenValidResponse> {
    await this.tokens.inspect(query.reset_password_token, 'recover_password');
    return { valid: true };
  }
}
