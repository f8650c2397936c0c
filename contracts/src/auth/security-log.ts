/**
 * The security log (issue 20, item 8): what happened, when, from which client address, by whom,
 * in which request. Kept in PostgreSQL for SECURITY_LOG_RETENTION_DAYS (default 180) and
 * readable by Admins only.
 */
export const SECURITY_LOG_KINDS = [
  'login_succeeded',
  'login_failed',
  'login_throttled',
  'two_factor_enrolled',
  'two_factor_succeeded',
  'two_factor_failed',
  'two_factor_disabled',
  'recovery_code_used',
  'access_denied',
  'acting_for_dealer',
  'personal_data_erased',
  'personal_data_exported',
] as const;
export type SecurityLogKind = (typeof SECURITY_LOG_KINDS)[number];

export const SECURITY_LOG_KIND_LABELS: Record<SecurityLogKind, string> = {
  login_succeeded: 'Anmeldung erfolgreich',
  login_failed: 'Anmeldung fehlgeschlagen',
  login_throttled: 'Anmeldung gebremst',
  two_factor_enrolled: 'Zwei-Faktor eingerichtet',
  two_factor_succeeded: 'Zwei-Faktor-Code richtig',
  two_factor_failed: 'Zwei-Faktor-Code falsch',
  two_factor_disabled: 'Zwei-Faktor abgeschaltet',
  recovery_code_used: 'Wiederherstellungscode benutzt',
  access_denied: 'Zugriff verweigert (403)',
  acting_for_dealer: 'Admin handelt für Händler',
  personal_data_erased: 'Personenbezogene Daten gelöscht',
  personal_data_exported: 'Daten exportiert',
};

export interface SecurityLogEntry {
  id: string;
  /** ISO 8601, UTC. */
  occurred_at: string;
  kind: SecurityLogKind;
  /** The acting or affected account; null for a visitor or an unknown address. */
  user_id: string | null;
  client_ip: string;
  request_id: string | null;
  /** Facts of the entry without secrets: method and path, error code, subject ids. */
  details: Record<string, string | number | boolean | null>;
}

export interface SecurityLogResponse {
  entries: SecurityLogEntry[];
  total: number;
  page: number;
  per_page: number;
}
