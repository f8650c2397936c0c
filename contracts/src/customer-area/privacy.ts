import { CUSTOMER_STATE_GROUPS } from '../checkout/customer-states';

/** POST /api/v1/customers/account_deletion: the customer deletes their own account (GDPR art. 17). */
export interface AccountDeletionRequest {
  password: string;
}

/** GET /api/v1/customers/personal_data_export: a ZIP with JSON files and the documents (GDPR art. 15/20). */
export const PERSONAL_DATA_EXPORT_PATH = '/api/v1/customers/personal_data_export';
export const ACCOUNT_DELETION_PATH = '/api/v1/customers/account_deletion';

/**
 * Deal states in which the customer cannot delete their account themself: from the placed order
 * on there is a binding leasing contract (or one being made), whose records German law requires
 * us to keep (§ 257 HGB, § 147 AO: up to ten years). Open checkouts and archived deals do not block.
 */
export const ACCOUNT_DELETION_BLOCKING_STATES: readonly string[] = [
  ...CUSTOMER_STATE_GROUPS.contracts,
  ...CUSTOMER_STATE_GROUPS.waiting_for_delivery,
  ...CUSTOMER_STATE_GROUPS.active_contract,
];

/** The German text of the 409 and of the hint on the personal details page. */
export const ACCOUNT_DELETION_RETENTION_TEXT =
  'Solange eine Bestellung oder ein Leasingvertrag läuft, können Sie Ihr Konto nicht selbst löschen: Vertragsunterlagen müssen wir nach § 257 HGB und § 147 AO bis zu zehn Jahre aufbewahren. Schreiben Sie uns dazu bitte eine Nachricht zu Ihrer Bestellung.';
