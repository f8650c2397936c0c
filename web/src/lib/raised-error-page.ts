/** A raised page about one thing the visitor did, rather than about the page itself. */
export type ErrorPageTopic = 'newsletter';

/** The raised page and what the API said: the 400 of spec 2.7 needs its code and German text. */
export interface RaisedErrorPage {
  /** The HTTP status (0: no answer). Pages about the page itself are raised for 400 and 404 only. */
  status: number;
  code?: string;
  message?: string;
  /** The API's messages per field, e.g. why an e-mail address was refused. */
  details?: string[];
  topic?: ErrorPageTopic;
}
