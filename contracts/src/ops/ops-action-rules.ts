import type { OpsAction } from '../checkout/api';
import { acceptedDocumentContentType } from '../documents/document-types';

/**
 * What an ops action asks for besides the note, beside OPS_ACTIONS_WITH_CONTRACT_UPLOAD
 * (ops-deals-api.ts). The action dialog checks it before sending; the api refuses the same
 * requests with the same words.
 */

/** Actions that carry a delivery time band (and the only ones that may): the deal decider stores it with the action. */
export const OPS_ACTIONS_WITH_DELIVERY_TIME: readonly OpsAction[] = ['update_delivery_time'];

export function opsActionNeedsDeliveryTime(action: OpsAction): boolean {
  return OPS_ACTIONS_WITH_DELIVERY_TIME.includes(action);
}

/** The one file type a contract document may have. */
export const CONTRACT_CONTENT_TYPE = 'application/pdf';

/**
 * Is this file a contract PDF? By the documents' type rule (acceptedDocumentContentType: its type,
 * or its name's extension when the browser names no type). The api compares the announced type
 * with CONTRACT_CONTENT_TYPE.
 */
export function isContractFile(file: { type: string; name: string }): boolean {
  return acceptedDocumentContentType(file) === CONTRACT_CONTENT_TYPE;
}

/** German texts of these rules (the dialog's field error and the api's 422s). */
export const OPS_ACTION_MESSAGES = {
  /** No delivery time band chosen for update_delivery_time (field and request). */
  deliveryTimeRequired: 'Bitte wählen Sie eine Lieferzeit.',
  /** A delivery time sent with another action (request and field). */
  deliveryTimeNotExpected: 'Eine Lieferzeit gehört nur zur Aktion „Lieferzeit aktualisieren“.',
  deliveryTimeNotExpectedField: 'Nur bei „Lieferzeit aktualisieren“.',
  /** A contract file of another type, as the file field says it. */
  contractPdfOnly: 'Bitte wählen Sie eine PDF-Datei.',
  /** The same refusal for the whole request (422 contract_pdf_only). */
  contractMustBePdf: 'Der Vertrag muss eine PDF-Datei sein.',
  /** prepare_contract while no contract is uploaded and no file is chosen. */
  contractFileRequired: 'Bitte wählen Sie den Vertrag als PDF-Datei.',
} as const;
