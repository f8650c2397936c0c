/**
 * The contract between the web's server entry (web/src/entry-server.tsx, built by `vite build
 * --ssr` into web/dist-server) and the API's SSR route, which loads the built file: the API may
 * not import the web's sources. `Body` is the stream the page is rendered into (Node's Readable
 * on both sides); it is a parameter so contracts need no Node types.
 */
export interface ServerRenderRequest {
  /** Absolute URL of the page, with the site's public origin. */
  url: string;
  origin: string;
  cookie: string;
  /** The built index.html with its `<!--ssr-head-->…<!--/ssr-head-->` and `<!--ssr-outlet-->` marks. */
  template: string;
  /** Answers the API clients' calls in-process. */
  fetch: typeof fetch;
}

export type ServerRenderResult<Body> =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: Body; onError: (listener: (error: unknown) => void) => void };

export interface ServerRenderEntry<Body> {
  render(request: ServerRenderRequest): Promise<ServerRenderResult<Body>>;
}
