import '@testing-library/jest-dom';
import { configure, getConfig } from '@testing-library/react';
import { clearToasts } from '../src/components/toast/toast-store';
import { mockApi } from './mock-api';
import { runInThisContext } from 'node:vm';

/*
 * jsdom lacks the Fetch API and TextEncoder, which react-router's data router and our API client
 * use. Node has them; runInThisContext reads them from Node's own global (outside the jsdom
 * sandbox). AbortController/AbortSignal come along because Node's Request only accepts its own.
 */
for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder']) {
  Object.defineProperty(globalThis, name, { value: runInThisContext(name), writable: true, configurable: true });
}

// jsdom does not implement scrolling; ScrollRestoration and the scroll-to-top button call it.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// findBy*/waitFor give up after 1 s by default; a loaded 2-core CI machine can take longer to
// import a lazy route and run its loaders (once more than 5 s, with the suite at 221 s). The
// assertions stay the same, only the patience grows, within the 30 s test timeout.
const printingElementError = getConfig().getElementError;
configure({
  asyncUtilTimeout: 15000,
  // waitFor and findBy* retry a failing query until it passes, and every failed try builds an
  // error that prints the whole DOM, a large part of a grid suite's time, for errors that are all
  // thrown away but the last. Inside a try (Testing Library marks it) the DOM is printed only when
  // the message is read, which waitFor does once, for the error it fails with.
  getElementError: (message, container) => (insideRetry() ? lazyElementError(message, container) : printingElementError(message, container)),
});

/** Set by Testing Library while waitFor runs its callback; an internal flag its types leave out. */
function insideRetry(): boolean {
  return (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
}

function lazyElementError(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let printed: string | undefined;
  Object.defineProperty(error, 'message', { get: () => (printed ??= printingElementError(message, container).message), configurable: true });
  return error;
}

// No request leaves the process: until a spec mocks the API itself, the page frame's calls get
// their usual answers and anything else a 404 (a real fetch would fail on the missing server).
beforeEach(() => void mockApi(() => undefined));

// The toast store is module state: a toast one test raised must not show up in the next one.
afterEach(() => clearToasts());
