import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

const names = new Map<string, string>();

/**
 * A query as a named statement, named after its text: node-postgres prepares it once per
 * connection and PostgreSQL keeps its plan, instead of parsing and planning it on every call.
 * On the checkout path planning cost more than executing (issue 5, checkout bench), because the
 * same few statements run for every step.
 *
 * Only for texts drawn from a small fixed set (built from code, never from input values): every
 * distinct text becomes a prepared statement on every pooled connection for its lifetime.
 */
export function namedStatement(text: string, values: unknown[]): QueryConfig {
  let name = names.get(text);
  if (name === undefined) {
    name = `n_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return { name, text, values };
}
