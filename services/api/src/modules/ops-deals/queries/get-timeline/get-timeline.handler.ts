import type { OpsDealTimelineResponse, OpsTimelineEntry } from '@autoleasing/contracts';
import { dealStreamId, type DealEvent } from '@autoleasing/domain';
import type { EventStore, RecordedEvent } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../core/tokens';
import { OpsDealsRepository } from '../../shared/ops-deals.repository';
import { OpsNotesRepository } from '../../shared/ops-notes.repository';
import { GetTimelineQuery } from './get-timeline.query';

/**
 * An action's note: its text from deal_ops_notes by the event's noteId (marked erased once blanked,
 * or when the row is missing), or the text of a legacy event written before that table.
 */
function noteOf(data: { noteId?: string; note?: string }, notes: ReadonlyMap<string, string | null>): Pick<OpsTimelineEntry, 'note' | 'note_erased'> {
  if (data.noteId) {
    const text = notes.get(data.noteId);
    return text ? { note: text } : { note_erased: true };
  }
  return data.note ? { note: data.note } : {};
}

/** The facts of one event the timeline shows besides type, time and actor. */
function detailsOf(event: DealEvent, notes: ReadonlyMap<string, string | null>): Partial<OpsTimelineEntry> {
  switch (event.type) {
    case 'DealCustomerStateChanged':
      return { from_state: event.data.from, to_state: event.data.to, trigger: event.data.trigger, ...noteOf(event.data, notes) };
    case 'DealConfiguratorRestarted':
      return { from_state: event.data.from, to_state: 'inquired', trigger: 'restart_configurator' };
    case 'DealArchived':
      return { from_state: event.data.from, to_state: 'customer_archived', trigger: 'archive' };
    case 'DealDeliveryTimeUpdated':
      return { delivery_time: event.data.deliveryTime, ...noteOf(event.data, notes) };
    case 'DealDocumentAttached':
    case 'DealDocumentRemoved':
      return { attachment_type: event.data.attachmentType, document_id: event.data.documentId };
    case 'DealSelfAssessmentFormGenerated':
      return { attachment_type: 'self_assessment_form', document_id: event.data.documentId };
    default:
      return {};
  }
}

/** One deal's timeline, read from its event stream so every event shows who acted and when. */
@QueryHandler(GetTimelineQuery)
export class GetTimelineHandler implements IQueryHandler<GetTimelineQuery> {
  constructor(
    private readonly deals: OpsDealsRepository,
    private readonly notes: OpsNotesRepository,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ dealId: id }: GetTimelineQuery): Promise<OpsDealTimelineResponse> {
    const deal = await this.deals.opsDeal(id);
    const [recorded, contracts, notes] = await Promise.all([this.eventStore.readStream(dealStreamId(id)), this.deals.contracts(id), this.notes.byDeal(id)]);
    const names = await this.deals.userNames(recorded.map((e) => e.metadata.actor.userId));
    const events = (recorded as (RecordedEvent & DealEvent)[]).map(
      (event): OpsTimelineEntry => ({
        id: event.id,
        revision: Number(event.revision),
        type: event.type,
        occurred_at: event.metadata.occurredAt,
        actor: {
          user_id: event.metadata.actor.userId,
          role: event.metadata.actor.role === 'Visitor' ? 'System' : event.metadata.actor.role,
          name: names.get(event.metadata.actor.userId) ?? null,
        },
        ...detailsOf(event, notes),
      }),
    );
    return { deal, events, contracts };
  }
}
