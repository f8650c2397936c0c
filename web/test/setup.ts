import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { clearToasts } from '../src/components/toast/toast-store';
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
configure({ asyncUtilTimeout: 15000 });

// The toast store is module state: a toast one test raised must not show up in the next one.
afterEach(() => clearToasts());
