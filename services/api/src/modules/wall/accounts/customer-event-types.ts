import { CUSTOMER_GROUPS, isUuid } from '@autoleasing/contracts';
import type { CustomerEvent } from '@autoleasing/domain';
import type { EventTypeRegistry } from '@autoleasing/infra';

type Check = (value: unknown) => boolean;
const uuid: Check = isUuid;
const isoTime: Check = (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v);

/**
 * Exactly these fields and no others: an unexpected field is how personal data would slip into
 * the event log, which must stay free of it (DESIGN.md).
 */
function shape(fields: Record<string, Check>) {
  return (data: unknown): string[] => {
    if (typeof data !== 'object' || data === null) return ['data must be an object'];
    const record = data as Record<string, unknown>;
    const problems = Object.entries(fields)
      .filter(([key, check]) => !check(record[key]))
      .map(([key]) => `${key} is missing or invalid`);
    const extra = Object.keys(record).filter((key) => !(key in fields));
    return [...problems, ...extra.map((key) => `${key} is not allowed`)];
  };
}

const SHAPES: Record<CustomerEvent['type'], Record<string, Check>> = {
  CustomerRegistered: { customerId: uuid, customerGroup: oneOf(CUSTOMER_GROUPS), registeredAt: isoTime },
  CustomerEmailVerified: { customerId: uuid, verifiedAt: isoTime },
  CustomerTermsAccepted: { customerId: uuid, termsVersion: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v), acceptedAt: isoTime },
  CustomerPasswordChanged: { customerId: uuid, via: oneOf(['account', 'recovery']), changedAt: isoTime },
  CustomerAccountDeactivated: { customerId: uuid, deactivatedAt: isoTime, by: (v) => v === undefined || oneOf(['staff', 'self'])(v) },
  CustomerAccountReactivated: { customerId: uuid, reactivatedAt: isoTime },
};

export function registerCustomerEvents(registry: EventTypeRegistry): void {
  for (const [type, fields] of Object.entries(SHAPES)) registry.register({ type, schemaVersion: 1, validate: shape(fields) });
}
