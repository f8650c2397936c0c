import '@testing-library/jest-dom';
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
