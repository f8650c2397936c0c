import type { PasswordTokenValidResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { CheckPasswordTokenQuery } from './check-password-token.query';

/** Inspects without using up the token: the new-password form still needs it. */
@QueryHandler(CheckPasswordTokenQuery)
export class CheckPasswordTokenHandler implements IQueryHandler<CheckPasswordTokenQuery> {
  constructor(private readonly tokens: SingleUseTokens) {}

  async execute({ token }: CheckPasswordTokenQuery): Promise<PasswordTokenValidResponse> {
    await this.tokens.inspect(token, 'recover_password');
    return { valid: true };
  }
}
