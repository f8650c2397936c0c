import { badRequest } from '@autoleasing/domain';
import { QueryRest, QueryValue, type QueryRestParser } from '../../../../common/http/query-dto';
import { asGiven } from '../../../../common/http/query-values';

/**
 * The confirmation link's query: only `token`. Anything else (a missing, repeated or overlong
 * token, or any other key) makes the link invalid, the same answer as a wrong token.
 */
const confirmationToken: QueryRestParser<string> = (query) => {
  const token = query.token;
  if (typeof token !== 'string' || token.length > 100 || Object.keys(query).length !== 1) {
    throw badRequest('token_invalid', 'Dieser Bestätigungslink ist ungültig.');
  }
  return token;
};

export class NewsletterConfirmQueryDto {
  @QueryValue(asGiven, { required: true, description: 'Token aus dem Bestätigungslink (höchstens 100 Zeichen)' })
  @QueryRest(confirmationToken)
  token!: string;
}
