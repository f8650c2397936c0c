import { MAX_DOCUMENT_BYTES } from '../documents/document-size';

/**
 * Every 4xx/5xx answer of our API has this body: a stable machine code, a German message for
 * people, and optional per-field details (e.g. per table cell).
 */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: ApiErrorDetail[];
  requestId?: string;
}

export interface ApiErrorDetail {
  field: string;
  code: string;
  message: string;
}

/**
 * Title (and the api's headline) of the 404 page; its text is GERMAN_MESSAGES.notFound. Here, not
 * beside the wall's page titles: every page loads the error texts, the wall titles only its routes.
 */
export const NOT_FOUND_PAGE_TITLE = 'Seite nicht gefunden';

/** Title and headline of the technical error page (/error, spec 2.7); its text is GERMAN_MESSAGES.technicalError. */
export const ERROR_PAGE = { title: 'Technischer Fehler', headline: 'Da ist etwas schiefgelaufen' } as const;

/** Spec section 8: texts the user sees. */
export const GERMAN_MESSAGES = {
  technicalError: 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  /** 503 dependency_unavailable / request_timeout: a database or Redis did not answer in time. */
  dependencyUnavailable: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
  notFound: 'Ohje, die gewünschte Seite wurde nicht gefunden...',
  listPriceTooLow:
    'Der eingetragene Listenpreis darf nicht niedriger als der Basislistenpreis des Fahrzeugs sein.',
  rateCalculationFailed:
    'Wir können die Rate nicht berechnen. Bitte kontaktieren Sie das Sales-Team. Rückruf anfordern',
  /**
   * Spec 4.5, code rate_not_positive: an Anzahlung whose final rate would not stay above 0. The
   * api's 422, the deal decider's refusal and the configurator's own check say the same words.
   */
  rateNotPositive: 'Mit dieser Anzahlung läge die Rate bei 0 € oder darunter. Bitte wählen Sie eine niedrigere Anzahlung.',
  /** Code file_too_large: a document above MAX_DOCUMENT_BYTES, refused by the uploader before it is sent and by the api after. */
  documentTooLarge: `Die Datei ist zu groß. Erlaubt sind höchstens ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`,
} as const;
