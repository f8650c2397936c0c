import { QueryRest, QueryValue } from '../../../../common/http/query-dto';
import { ignoreOtherKeys } from '../../../../common/http/query-values';

/** The AuthenticationGuard reads and checks the token (tokenParam) before any pipe; the handler never sees it. */
const readByTheGuard = (): undefined => undefined;

/**
 * Query of PUT consent. Spec 7.4 lets the token come as access_token parameter (a consent link;
 * the web sends it in the body): listed here so the OpenAPI document shows it. Other keys are
 * ignored, as before (the link may carry the wall's redirect_url).
 */
export class GiveConsentQueryDto {
  @QueryValue(readByTheGuard, { description: 'Sitzungstoken, wenn weder Authorization-Header noch Cookie gesetzt sind (auch im Body möglich)' })
  access_token?: undefined;

  @QueryRest(ignoreOtherKeys)
  others?: undefined;
}
