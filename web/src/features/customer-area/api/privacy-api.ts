import { ACCOUNT_DELETION_PATH, type AccountDeletionRequest, PERSONAL_DATA_EXPORT_PATH } from '@autoleasing/contracts';
import { customerAreaApi } from '../../../lib/api';

/** The ZIP of all the customer's data: a plain link, the session cookie authenticates the download. */
export const personalDataExportUrl = PERSONAL_DATA_EXPORT_PATH;

/** Deletes the account after the password was entered again; errors are shown in the form (no toast). */
export const deleteOwnAccount = (body: AccountDeletionRequest) => customerAreaApi.post<void>(ACCOUNT_DELETION_PATH, body, { suppressToast: true });
