import { randomUUID } from 'node:crypto';
import { type Actor, documentDownloadUrl, type JobResult } from '@autoleasing/contracts';
import { type DealActor, dealDecider, type DealEvent, type DealState, dealStreamId, fold, isOwnLiveDeal } from '@autoleasing/domain';
import { type DocumentRow, DocumentsRepository, type DocumentStorage, EventOutbox, type EventStore, type JobEnvelope, sha256Hex } from '@autoleasing/infra';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Pool } from 'pg';
import { loadSelfAssessmentInput } from './load-self-assessment-input';
import { renderSelfAssessmentPdf } from './render-self-assessment-pdf';

type SelfAssessmentJob = Job<JobEnvelope<'deal.self_assessment_form'>>;

/** The deal's form of record when it already answers this job (same details version), else null. */
function upToDateFormId(state: DealState, detailsVersion: string | undefined): string | null {
  if (state.status !== 'open' || !state.selfAssessmentFormGenerated) return null;
  const form = state.selfAssessmentForm;
  if (!form) return null;
  // A job without a version (queued before versions) is satisfied by any form.
  return !detailsVersion || form.detailsVersion === detailsVersion ? form.documentId : null;
}

const foldDeal = async (eventStore: EventStore, streamId: string): Promise<DealState> =>
  fold(dealDecider, (await eventStore.readStream(streamId)).map((e) => ({ type: e.type, data: e.data }) as DealEvent));

/**
 * Renders the Selbstauskunft, stores it as the deal's document and appends
 * DealSelfAssessmentFormGenerated (which sets isSelfAssesmentFormGenerated). One form per deal
 * and details version: when the deal's form was made from other details, the old form is
 * removed (DealDocumentRemoved, deleted_at) and the new one attached in the same outbox
 * transaction, under the deal stream's lock that every deal command takes. The decider decides
 * first under that lock, so of two runs of one version only the first stores a PDF and an event;
 * the unique index on documents (one non-removed form per deal) backs it up.
 */
export function selfAssessmentFormProcessor(pool: Pool, eventStore: EventStore, storage: DocumentStorage) {
  const outbox = new EventOutbox(pool, eventStore);
  return async (job: SelfAssessmentJob): Promise<JobResult<'deal.self_assessment_form'>> => {
    const { dealId, customerId } = job.data.payload;
    const streamId = dealStreamId(dealId);
    const deal = await foldDeal(eventStore, streamId);
    if (!isOwnLiveDeal(deal, customerId)) {
      throw new UnrecoverableError(`deal ${dealId} of customer ${customerId} not found`);
    }
    await job.updateProgress(10);
    const already = upToDateFormId(deal, job.data.payload.detailsVersion);
    if (already) {
      await job.updateProgress(100);
      return { documentId: already, download_url: documentDownloadUrl(already), created: false };
    }

    const id = randomUUID();
    const input = await loadSelfAssessmentInput(pool, deal, new Date());
    // The details as read now (they may have changed since the job was queued): the form shows these.
    const detailsVersion = input.detailsVersion;
    await job.updateProgress(30);
    const pdf = await renderSelfAssessmentPdf(input);
    await job.updateProgress(60);
    const written = `customers/${customerId}/${id}/Selbstauskunft.pdf`;
    await storage.put(written, pdf, 'application/pdf');
    await job.updateProgress(80);

    const repository = new DocumentsRepository(pool);
    let outcome: { created: boolean; removed: DocumentRow | null; documentId: string };
    try {
      outcome = await outbox.transaction(async (tx) => {
        const documents = repository.withClient(tx.client);
        const decided = await tx.decide(
          streamId,
          dealDecider,
          { type: 'RecordSelfAssessmentForm', documentId: id, detailsVersion, actor: dealActor(job.data.requestedBy) },
          { metadata: { actor: job.data.requestedBy, correlationId: job.data.correlationId, causationId: job.id ?? job.data.correlationId } },
        );
        // Another run recorded a form of this version first (committed: it held the lock): that one counts.
        if (decided.length === 0) return { created: false, removed: null, documentId: (await documents.findSelfAssessmentForm(dealId))?.id ?? id };
        let removed: DocumentRow | null = null;
        for (const event of decided) {
          if (event.type !== 'DealDocumentRemoved') continue;
          removed = await documents.findById(event.data.documentId, { forUpdate: true });
          await documents.markDeleted(event.data.documentId);
        }
        const stored = await documents.insertGeneratedForDeal({
          id,
          ownerCustomerId: customerId,
          s3Key: written,
          contentType: 'application/pdf',
          sizeBytes: pdf.length,
          checksumSha256: sha256Hex(pdf),
          originalFilename: 'Selbstauskunft.pdf',
          dealId,
          attachmentType: 'self_assessment_form',
          detailsVersion: detailsVersion ?? null,
        });
        // A form the deal's events do not know holds the slot: roll back rather than record two.
        if (!stored) throw new Error(`self-assessment form of deal ${dealId} is held by an unrecorded document`);
        return { created: true, removed, documentId: id };
      });
    } catch (error) {
      await storage.delete(written);
      throw error;
    }
    if (!outcome.created) await storage.delete(written);
    if (outcome.removed) await deleteOldFile(repository, storage, outcome.removed);

    const { documentId } = outcome;
    await job.updateProgress(100);
    return { documentId, download_url: documentDownloadUrl(documentId), created: outcome.created };
  };
}

/** Who asked for the form removes the old one; the deal events know customers, staff and the system. */
function dealActor(actor: Actor): DealActor {
  return actor.role === 'Customer' || actor.role === 'Admin' || actor.role === 'System' ? { userId: actor.userId, role: actor.role } : { userId: 'system', role: 'System' };
}

/** After the removal committed, as the documents flow does; if the storage fails, the sweeper deletes the file later. */
async function deleteOldFile(repository: DocumentsRepository, storage: DocumentStorage, row: DocumentRow): Promise<void> {
  try {
    await storage.delete(row.s3Key);
    await repository.markFileDeleted(row.id);
  } catch {
    // deleted_at is set and file_deleted_at is not: the documents sweeper retries.
  }
}
