import { customerStateRank } from '@autoleasing/contracts';
import { assertNever } from '../shared/decider';
import { notFound, ruleViolated } from '../shared/domain-error';
import type { CommandOf } from './deal.commands';
import type { DealActor, DealEvent } from './deal.events';
import { requireEditable } from './deal.shared';
import type { OpenDeal } from './deal.state';

/** 404 document_not_found: no such document on the deal (the decider) or of the customer (the api's documents flow). */
export const documentNotFound = () => notFound('document_not_found', 'Das Dokument wurde nicht gefunden.');

const SYSTEM_ACTOR: DealActor = { userId: 'system', role: 'System' };

/** Documents on the deal: attached, removed, and the generated Selbstauskunft. */
export function decideDocuments(deal: OpenDeal, command: CommandOf<'AttachDocument' | 'RemoveDocument' | 'RecordSelfAssessmentForm'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  switch (command.type) {
    case 'AttachDocument':
      if (deal.documents[command.documentId] === command.attachmentType) return [];
      if (deal.documents[command.documentId]) {
        throw ruleViolated('document_already_attached', 'Dieses Dokument ist bereits mit einer anderen Art angehängt.');
      }
      return [
        {
          type: 'DealDocumentAttached',
          data: { dealId, documentId: command.documentId, attachmentType: command.attachmentType, finalOfferId: command.finalOfferId, actor: command.actor, attachedAt: at },
        },
      ];
    case 'RemoveDocument': {
      const attachmentType = deal.documents[command.documentId];
      if (!attachmentType) throw documentNotFound();
      // The generated Selbstauskunft and the prepared contract belong to the process, not the customer.
      if (attachmentType === 'self_assessment_form' || attachmentType === 'contract') {
        throw ruleViolated('document_not_removable', 'Dieses Dokument kann nicht entfernt werden.');
      }
      requireEditable(deal);
      return [{ type: 'DealDocumentRemoved', data: { dealId, documentId: command.documentId, attachmentType, actor: command.actor, removedAt: at } }];
    }
    case 'RecordSelfAssessmentForm':
      return recordSelfAssessmentForm(deal, command, at);
    default:
      return assertNever(command, 'deal command');
  }
}

function recordSelfAssessmentForm(deal: OpenDeal, command: CommandOf<'RecordSelfAssessmentForm'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  const version = command.detailsVersion ? { detailsVersion: command.detailsVersion } : {};
  const generated: DealEvent = { type: 'DealSelfAssessmentFormGenerated', data: { dealId, documentId: command.documentId, generatedAt: at, ...version } };
  const current = deal.selfAssessmentForm;
  if (!current) return deal.selfAssessmentFormGenerated ? [] : [generated];
  // A job that runs twice records one form: for the same details the first one stays.
  if (current.documentId === command.documentId || !command.detailsVersion || current.detailsVersion === command.detailsVersion) return [];
  // Once the order is placed, its form is the one the credit check was made on: it stays.
  if (customerStateRank(deal.customerState) >= customerStateRank('checkout_completed')) return [];
  // The details changed since: the old form goes, the new one replaces it.
  const actor = command.actor ?? SYSTEM_ACTOR;
  return [
    { type: 'DealDocumentRemoved', data: { dealId, documentId: current.documentId, attachmentType: 'self_assessment_form', actor, removedAt: at } },
    generated,
  ];
}
