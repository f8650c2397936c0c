import { documentAttachRefusal } from '@autoleasing/infra';
import { documentErrors } from './document-errors';

/**
 * The answer to a deal command whose attachToDealStatement refused (documentAttachRefusal): a
 * removed or missing upload 404 upload_not_found, one attached elsewhere 409
 * document_already_attached; any other error as it is. Both deal attach paths (the customer's
 * documents, the ops contract) answer through here.
 */
export function attachFailure(error: unknown): unknown {
  const refusal = documentAttachRefusal(error);
  if (refusal === 'gone') return documentErrors.uploadNotFound();
  if (refusal === 'attached_elsewhere') return documentErrors.alreadyAttached();
  return error;
}
