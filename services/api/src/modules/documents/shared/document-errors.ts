import { GERMAN_MESSAGES, UNSUPPORTED_DOCUMENT_TYPE_MESSAGE } from '@autoleasing/contracts';
import { documentNotFound, forbidden, invalid, notFound, ruleViolated } from '@autoleasing/domain';

/** The documents flow's errors: stable codes, German messages (spec 8). */
export const documentErrors = {
  notFound: documentNotFound,
  uploadNotFound: () => notFound('upload_not_found', 'Zu diesem Schlüssel gibt es keinen Upload von Ihnen.'),
  tooLarge: () => invalid('file_too_large', GERMAN_MESSAGES.documentTooLarge),
  empty: () => invalid('file_empty', 'Die Datei ist leer.'),
  unsupportedType: () => invalid('unsupported_file_type', UNSUPPORTED_DOCUMENT_TYPE_MESSAGE),
  contentTypeMismatch: () =>
    invalid('content_type_mismatch', 'Der Inhalt der Datei passt nicht zum angegebenen Dateityp. Erlaubt sind PDF, JPEG und PNG.'),
  signatureInvalid: () => forbidden('upload_signature_invalid', 'Die Upload-Signatur ist ungültig. Bitte laden Sie die Datei erneut hoch.'),
  signatureExpired: () => forbidden('upload_signature_expired', 'Die Upload-Signatur ist abgelaufen. Bitte laden Sie die Datei erneut hoch.'),
  alreadyReceived: () => ruleViolated('upload_already_received', 'Unter diesem Schlüssel wurde bereits eine andere Datei hochgeladen.'),
  alreadyAttached: () => ruleViolated('document_already_attached', 'Dieses Dokument ist bereits an anderer Stelle angehängt.'),
};
