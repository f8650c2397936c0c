import { OPS_ACTION_MESSAGES, type DealCustomerState } from '@autoleasing/contracts';
import { invalid, ruleViolated } from '@autoleasing/domain';

/** A contract is uploaded while it is being prepared: before and right after prepare_contract. */
export const CONTRACT_UPLOAD_STATES: readonly DealCustomerState[] = ['checkout_completed', 'contract_prepared'];

export function requireContractUploadState(state: DealCustomerState): void {
  if (!CONTRACT_UPLOAD_STATES.includes(state)) {
    throw ruleViolated('contract_upload_not_allowed', 'Ein Vertrag kann nur hochgeladen werden, solange er vorbereitet wird.');
  }
}

export function contractPdfOnly() {
  return invalid('contract_pdf_only', OPS_ACTION_MESSAGES.contractMustBePdf, [{ field: 'contentType', code: 'pdf_only', message: OPS_ACTION_MESSAGES.contractPdfOnly }]);
}
