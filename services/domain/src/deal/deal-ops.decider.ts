import { CUSTOMER_STATE_LABELS, OPS_ACTION_LABELS, OPS_ACTION_MESSAGES, OPS_ACTION_TRANSITIONS, OPS_NOTE_MAX_LENGTH, opsActionNeedsDeliveryTime } from '@autoleasing/contracts';
import { assertNever } from '../shared/decider';
import { invalid, ruleViolated } from '../shared/domain-error';
import type { CommandOf } from './deal.commands';
import type { DealEvent } from './deal.events';
import type { OpenDeal } from './deal.state';
import { DEAL_TRANSITIONS } from './deal.transitions';

/** Staff moving the deal on after the order, and archiving (spec 7.8). */
export function decideOps(deal: OpenDeal, command: CommandOf<'PerformOpsAction' | 'ArchiveDeal'>, at: string): DealEvent[] {
  switch (command.type) {
    case 'PerformOpsAction':
      return performOpsAction(deal, command, at);
    case 'ArchiveDeal':
      return archiveDeal(deal, command, at);
    default:
      return assertNever(command, 'deal command');
  }
}

function performOpsAction(deal: OpenDeal, command: CommandOf<'PerformOpsAction'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  assertDeliveryTimeFits(command);
  const { from, to } = OPS_ACTION_TRANSITIONS[command.action];
  if (!(from as readonly string[]).includes(deal.customerState)) {
    throw ruleViolated(
      'invalid_transition',
      `„${OPS_ACTION_LABELS[command.action]}“ ist im Status „${CUSTOMER_STATE_LABELS[deal.customerState]}“ nicht möglich.`,
    );
  }
  // "Prepare and upload the contract": the contract document (attachment type contract,
  // uploaded through the ops contract-document endpoints) must be on the deal first.
  if (command.action === 'prepare_contract' && !Object.values(deal.documents).includes('contract')) {
    throw ruleViolated(
      'contract_document_required',
      'Bitte laden Sie zuerst den Leasingvertrag (PDF) hoch, bevor Sie den Vertrag als vorbereitet markieren.',
    );
  }
  const note = opsNote(command.noteId, command.noteLength);
  const events: DealEvent[] = [];
  // The signed contract is in: the reserved one-time amount is taken now (the caller captured it at the provider).
  if (command.action === 'mark_contract_signed_uploaded' && deal.payment?.status === 'authorised') {
    const { paymentId, amountCents } = deal.payment;
    events.push({ type: 'DealPaymentCaptured', data: { dealId, paymentId, amountCents, actor: command.actor, capturedAt: at } });
  }
  if (command.deliveryTime) {
    // Only update_delivery_time carries one (assertDeliveryTimeFits). The note belongs to the delivery time (it is there even when the state stays).
    events.push({
      type: 'DealDeliveryTimeUpdated',
      data: { dealId, deliveryTime: command.deliveryTime, previousDeliveryTime: deal.deliveryTime, actor: command.actor, updatedAt: at, ...note },
    });
  }
  if (deal.customerState !== to) {
    events.push({
      type: 'DealCustomerStateChanged',
      data: { dealId, from: deal.customerState, to, trigger: command.action, actor: command.actor, changedAt: at, ...(command.action === 'update_delivery_time' ? {} : note) },
    });
  }
  return events;
}

/** A delivery time belongs to the actions of OPS_ACTIONS_WITH_DELIVERY_TIME ("update_delivery_time") and to no other: a field error (422). */
function assertDeliveryTimeFits(command: CommandOf<'PerformOpsAction'>): void {
  const needed = opsActionNeedsDeliveryTime(command.action);
  if (needed && !command.deliveryTime) {
    const message = OPS_ACTION_MESSAGES.deliveryTimeRequired;
    throw invalid('delivery_time_required', message, [{ field: 'delivery_time', code: 'required', message }]);
  }
  if (!needed && command.deliveryTime) {
    throw invalid('delivery_time_not_expected', OPS_ACTION_MESSAGES.deliveryTimeNotExpected, [
      { field: 'delivery_time', code: 'not_expected', message: OPS_ACTION_MESSAGES.deliveryTimeNotExpectedField },
    ]);
  }
}

function archiveDeal(deal: OpenDeal, command: CommandOf<'ArchiveDeal'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  const allowed = DEAL_TRANSITIONS.some((t) => t.by === command.by && t.trigger === 'archive' && t.from === deal.customerState);
  if (!allowed) {
    throw ruleViolated('archive_not_allowed', `Ein Deal im Status „${CUSTOMER_STATE_LABELS[deal.customerState]}“ kann nicht archiviert werden.`);
  }
  const archived: DealEvent = { type: 'DealArchived', data: { dealId, from: deal.customerState, actor: command.actor, archivedAt: at } };
  // A reservation is released with the deal (the caller voided it at the provider).
  if (deal.payment?.status !== 'authorised') return [archived];
  const { paymentId, amountCents } = deal.payment;
  const reason = command.by === 'ops' ? 'deal_cancelled' : 'deal_archived';
  return [{ type: 'DealPaymentVoided', data: { dealId, paymentId, amountCents, reason, actor: command.actor, voidedAt: at } }, archived];
}

/**
 * A staff member's note, by id (the text is in deal_ops_notes): none without an id or when blank
 * (trimmed length 0), at most OPS_NOTE_MAX_LENGTH characters.
 */
function opsNote(noteId: string | undefined, noteLength: number | undefined): { noteId?: string } {
  if (!noteId || !noteLength) return {};
  if (noteLength > OPS_NOTE_MAX_LENGTH) {
    throw invalid('note_too_long', `Die Notiz darf höchstens ${OPS_NOTE_MAX_LENGTH} Zeichen lang sein.`, [
      { field: 'note', code: 'too_long', message: `Höchstens ${OPS_NOTE_MAX_LENGTH} Zeichen.` },
    ]);
  }
  return { noteId };
}
