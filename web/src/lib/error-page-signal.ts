import { useSyncExternalStore } from 'react';
import type { ErrorPageStatus } from './api-client';

/** The raised page and what the API said: the 400 of spec 2.7 needs its code and German text. */
export interface RaisedErrorPage {
  status: ErrorPageStatus;
  code?: string;
  message?: string;
}

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
  raised = { status, code: error?.code, message: error?.message };
  emit();
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

export function useRaisedErrorPage(): RaisedErrorPage | null {
  return useSyncExternalStore(subscribe, () => raised, () => null);
}
