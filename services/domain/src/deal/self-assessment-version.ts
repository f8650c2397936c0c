import { createHash } from 'node:crypto';
import type { CustomerDetailsKind, CustomerGroup } from '@autoleasing/contracts';

/** The details the Selbstauskunft is made of, per group (spec 7.5 kinds). */
export const SELF_ASSESSMENT_DETAILS: Readonly<Record<CustomerGroup, readonly CustomerDetailsKind[]>> = {
  b2c: ['private_personal_details', 'private_banking_details'],
  b2b: ['business_company_manager_details', 'business_company_details', 'business_personal_details'],
};

/** JSON with object keys sorted at every level, so equal data gives equal text whatever the key order (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The configuration a Selbstauskunft states (term, km, Anzahlung, list price, in the group's
 * terms): a change of any of them before the order makes the form outdated, as a details change does.
 */
export interface SelfAssessmentConfiguration {
  months: number;
  kmPerYear: number;
  downpaymentCents: number;
  listPriceCents: number;
}

/**
 * The version of what a Selbstauskunft is made of: SHA-256 (hex, first 32 characters) over the
 * canonical JSON of the group's details rows (a missing row counts as null) and the deal's
 * configuration. The api (to decide whether to regenerate, and as part of the job id) and the
 * worker (to stamp the form) compute it the same way; hex only, so it fits a BullMQ job id.
 */
export function selfAssessmentDetailsVersion(
  group: CustomerGroup,
  details: Readonly<Record<string, unknown>>,
  configuration: SelfAssessmentConfiguration,
): string {
  const rows = SELF_ASSESSMENT_DETAILS[group].map((kind) => [kind, details[kind] ?? null]);
  const { months, kmPerYear, downpaymentCents, listPriceCents } = configuration;
  return createHash('sha256')
    .update(canonicalJson({ group, rows, configuration: { months, kmPerYear, downpaymentCents, listPriceCents } }))
    .digest('hex')
    .slice(0, 32);
}
