import type { Actor } from '@autoleasing/contracts';

/**
 * Whose dealer data a request sees (spec 6): an Admin with a chosen dealer id sees that dealer,
 * an Admin without one sees none; everyone else only their own dealer (null when they have none).
 */
export function dealerScope(actor: Actor, options: { ownDealerId: string | null; chosenDealerId?: string | null }): string | null {
  if (actor.role === 'Admin') return options.chosenDealerId ?? null;
  return options.ownDealerId;
}
