import { randomUUID } from 'node:crypto';
import { type Actor, documentDownloadUrl, type JobResult } from '@autoleasing/contracts';
import { type DealActor, dealDecider, type DealEvent, type DealState, dealStreamId, fold, isOwnLiveDeal } from '@autoleasing/domain';
import { CommandHandler, type DocumentRow, DocumentsRepository, type DocumentStorage, type EventStore, type JobEnvelope, sha256Hex } from '@autoleasing/infra';
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
 * removed (DealDocumentRemoved, deleted_at) and the new one attached in the same transaction
 * as the events (CommandHandler, docs/adr/0006-one-command-path.md), under the deal stream's lock
 * that every deal command takes. The decider decides first under that lock, so of two runs of one
 * version only the first stores a PDF and an event; the unique index on documents (one
 * non-removed form per deal) backs it up.
 */
export function selfAssessmentFormProcessor(pool: Pool, eventStore: EventStore, storage: DocumentStorage) {
  const commands = new CommandHandler(eventStore, pool);
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
    let outcome: FormOutcome = { created: false, removed: null, documentId: id };
    const form: GeneratedForm = { id, dealId, customerId, s3Key: written, pdf, detailsVersion };
    try {
      await commands.execute(
        streamId,
        dealDecider,
        { type: 'RecordSelfAssessmentForm', documentId: id, detailsVersion, actor: dealActor(job.data.requestedBy) },
        {
          metadata: { actor: job.data.requestedBy, correlationId: job.data.correlationId, causationId: job.id ?? job.data.correlationId },
          after: async (client, decided) => {
            outcome = await storeForm(repository.withClient(client), form, decided);
          },
        },
      );
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

type FormOutcome = { created: boolean; removed: DocumentRow | null; documentId: string };

/** The rendered form as stored, waiting for its row. */
interface GeneratedForm {
  id: string;
  dealId: string;
  customerId: string;
  s3Key: string;
  pdf: Uint8Array;
  detailsVersion: string | undefined;
}

/**
 * The rows of the decision, in its transaction: the removed form marked deleted, the new one
 * inserted. Nothing decided: another run recorded a form of this version first (committed: it
 * held the lock), and that one counts.
 */
async function storeForm(documents: DocumentsRepository, form: GeneratedForm, decided: readonly DealEvent[]): Promise<FormOutcome> {
  if (decided.length === 0) return { created: false, removed: null, documentId: (await documents.findSelfAssessmentForm(form.dealId))?.id ?? form.id };
  let removed: DocumentRow | null = null;
  for (const event of decided) {
    if (event.type !== 'DealDocumentRemoved') continue;
    removed = await documents.findById(event.data.documentId, { forUpdate: true });
    await documents.markDeleted(event.data.documentId);
  }
  const stored = await documents.insertGeneratedForDeal({
    id: form.id,
    ownerCustomerId: form.customerId,
    s3Key: form.s3Key,
    contentType: 'application/pdf',
    sizeBytes: form.pdf.length,
    checksumSha256: sha256Hex(form.pdf),
    originalFilename: 'Selbstauskunft.pdf',
    dealId: form.dealId,
    attachmentType: 'self_assessment_form',
    detailsVersion: form.detailsVersion ?? null,
  });
  // A form the deal's events do not know holds the slot: roll back rather than record two.
  if (!stored) throw new Error(`self-assessment form of deal ${form.dealId} is held by an unrecorded document`);
  return { created: true, removed, documentId: form.id };
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
