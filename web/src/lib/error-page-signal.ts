import { useEffect, useSyncExternalStore } from 'react';
import { isApiError } from './api-error';
import type { ErrorPageStatus } from './api-client';
import type { RaisedErrorPage } from './raised-error-page';
import { serverScope } from './server-scope';

export type { ErrorPageTopic, RaisedErrorPage } from './raised-error-page';

/**
 * "Raise the error page with that status" (spec 8): the error page replaces the current page
 * while the URL stays, also when the failing call ran in an event handler, where an error
 * boundary would never see the exception. The app shell renders it and clears it on navigation.
 */
let raised: RaisedErrorPage | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function raiseErrorPage(status: ErrorPageStatus, error?: { code?: string; message?: string }): void {
  setRaised({ status, code: error?.code, message: error?.message });
}

/** On the server the page belongs to the request being rendered, never to the process. */
function setRaised(page: RaisedErrorPage): void {
  const scope = serverScope();
  if (scope) {
    scope.raised = page;
    return;
  }
  raised = page;
  emit();
}

/** The server's raised page, handed to the browser so hydration shows the same page. */
export function restoreRaisedErrorPage(page: RaisedErrorPage | null): void {
  raised = page;
}

/**
 * Spec 8: "A newsletter failure raises an error page" — for any failure (refused address, too many
 * sign-ups, server error, no answer), with what the API said, so the page can say what went wrong.
 */
export function raiseNewsletterErrorPage(error: { statusCode: number; code?: string; message?: string; details?: { message: string }[] }): void {
  setRaised({ status: error.statusCode, code: error.code, message: error.message, details: error.details?.map((d) => d.message), topic: 'newsletter' });
}

export function clearErrorPage(): void {
  if (raised !== null) {
    raised = null;
    emit();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A page whose data failed with a 400 or 404 shows that error page while it is mounted. The client
 * raises it when the answer arrives; when a navigation's clean-up clears it afterwards (the
 * navigation started and finished without a render in between), the page mounts again with the
 * failed query and raises it once more instead of staying empty.
 */
export function useErrorPageFor(error: unknown): void {
  useEffect(() => {
    if (raised === null && isApiError(error) && (error.statusCode === 400 || error.statusCode === 404)) {
      raiseErrorPage(error.statusCode, { code: error.code, message: error.message });
    }
  }, [error]);
}

export function useRaisedErrorPage(): RaisedErrorPage | null {
  return useSyncExternalStore(subscribe, () => raised, () => serverScope()?.raised ?? raised);
}
