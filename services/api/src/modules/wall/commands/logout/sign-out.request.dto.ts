import { QueryRest, QueryValue } from '../../../../common/http/query-dto';
import { ignoreOtherKeys } from '../../../../common/http/query-values';

/** A non-string (repeated key) redirect_url is dropped like a foreign one: the link still signs out. */
const redirectTarget = (raw: string | string[] | undefined): string | undefined => (typeof raw === 'string' ? raw : undefined);

/** Query of GET /callbacks/sign_out: links come from mails and other sites, so other keys are ignored. */
export class SignOutQueryDto {
  @QueryValue(redirectTarget, { description: 'Seite derselben Website, zu der nach der Anmeldung zurückgeleitet wird' })
  redirect_url?: string;

  @QueryRest(ignoreOtherKeys)
  others?: undefined;
}
