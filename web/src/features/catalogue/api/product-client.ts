import { createApiClient } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { raiseErrorPage } from '../../../lib/error-page-signal';
import { navigateTo } from '../../../lib/navigation';

/** Codes of the API's 400 for an offer or package of the other customer group (spec 2.7, 8). */
export const OTHER_GROUP_CODES = ['offer_only_for_b2b', 'offer_only_for_b2c'] as const;

export function isOtherGroupError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (OTHER_GROUP_CODES as readonly string[]).includes((error as ApiError).code);
}

/**
 * The public client of spec 8 for the car detail calls. Same policy as `publicApi`, with one
 * difference in where the 400 shows: the app's generic 400 page receives only the status, but the
 * offer-for-the-other-group page needs the API's message and the group switch, so that 400 is left
 * to the detail page, which renders it in place. Every other failure goes the `publicApi` way.
 */
export const productApi = createApiClient({
  kind: 'public',
  handlers: {
    navigate: navigateTo,
    raiseErrorPage: (status, error) => {
      if (status === 400 && isOtherGroupError(error)) return;
      raiseErrorPage(status);
    },
  },
});
