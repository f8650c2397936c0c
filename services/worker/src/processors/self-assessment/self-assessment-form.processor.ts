import { randomUUID } from 'node:crypto';
import { documentDownloadUrl, type JobResult } from '@autoleasing/contracts';
import { dealDecider, type DealEvent, type DealState, dealStreamId, fold } from '@autoleasing/domain';
import { DocumentsRepository, type DocumentStorage, EventOutbox, type EventStore, type JobEnvelope, sha256Hex } from '@autoleasing/infra';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Pool } from 'pg';
import { loadSelfAssessmentInput } from './load-self-assessment-input';
import { renderSelfAssessmentPdf } from './render-self-assessment-pdf';

type SelfAssessmentJob = Job<JobEnvelope<'deal.self_assessment_form'>>;

function recordedFormId(state: DealState): string | null {
  if (state.status !== 'open' || !state.selfAssessmentFormGenerated) return null;
  return Object.entries(state.documents).find(([, type]) => type === 'self_assessment_form')?.[0] ?? null;
}

/**
 * Renders the Selbstauskunft, stores it as the deal's document and appends
 * DealSelfAssessmentFormGenerated (which sets isSelfAssesmentFormGenerated). The document row and
 * the event commit in one outbox transaction, under the deal stream's lock that every deal
 * command takes. Idempotent: a deal that has its form gets no second one; of two concurrent runs
 * the unique index on documents keeps one PDF and the decider records one event.
 */
export function selfAssessmentFormProcessor(pool: Pool, eventStore: EventStore, storage: DocumentStorage) {
  const outbox = new EventOutbox(pool, eventStore);
  return async (job: SelfAssessmentJob): Promise<JobResult<'deal.self_assessment_form'>> => {
    const { dealId, customerId } = job.data.payload;
    const streamId = dealStreamId(dealId);
    const recorded = await eventStore.readStream(streamId);
    const deal = fold(dealDecider, recorded.map((e) => ({ type: e.type, data: e.data }) as DealEvent));
    if (deal.status !== 'open' || deal.customerId !== customerId || deal.customerState === 'customer_archived') {
      throw new UnrecoverableError(`deal ${dealId} of customer ${customerId} not found`);
    }
    await job.updateProgress(10);
    const already = recordedFormId(deal);
    if (already) {
      await job.updateProgress(100);
      return { documentId: already, download_url: documentDownloadUrl(already), created: false };
    }

    const repository = new DocumentsRepository(pool);
    let document = await repository.findSelfAssessmentForm(dealId);
    let written: string | null = null;
    const id = randomUUID();
    let pdf: Uint8Array | null = null;
    if (!document) {
      const input = await loadSelfAssessmentInput(pool, deal, new Date());
      await job.updateProgress(30);
      pdf = await renderSelfAssessmentPdf(input);
      await job.updateProgress(60);
      written = `customers/${customerId}/${id}/Selbstauskunft.pdf`;
      await storage.put(written, pdf, 'application/pdf');
    }
    await job.updateProgress(80);

    let outcome: { documentId: string; created: boolean };
    try {
      outcome = await outbox.transaction(async (tx) => {
        const documents = repository.withClient(tx.client);
        let created = false;
        if (!document && written && pdf) {
          document = await documents.insertGeneratedForDeal({
            id,
            ownerCustomerId: customerId,
            s3Key: written,
            contentType: 'application/pdf',
            sizeBytes: pdf.length,
            checksumSha256: sha256Hex(pdf),
            originalFilename: 'Selbstauskunft.pdf',
            dealId,
            attachmentType: 'self_assessment_form',
          });
          created = document !== null;
          // Another run stored its form first: that one counts.
          document ??= await documents.findSelfAssessmentForm(dealId);
        }
        if (!document) throw new Error(`self-assessment form of deal ${dealId} vanished`);
        const decided = await tx.decide(streamId, dealDecider, { type: 'RecordSelfAssessmentForm', documentId: document.id }, {
          metadata: { actor: job.data.requestedBy, correlationId: job.data.correlationId, causationId: job.id ?? job.data.correlationId },
        });
        const recordedId = decided.length > 0 ? document.id : null;
        return { documentId: recordedId ?? document.id, created };
      });
    } catch (error) {
      if (written) await storage.delete(written);
      throw error;
    }
    if (written && !outcome.created) await storage.delete(written);

    // The event names the form of record (an earlier run's, if it was first).
    const after = fold(dealDecider, (await eventStore.readStream(streamId)).map((e) => ({ type: e.type, data: e.data }) as DealEvent));
    const documentId = recordedFormId(after) ?? outcome.documentId;
    await job.updateProgress(100);
    return { documentId, download_url: documentDownloadUrl(documentId), created: outcome.created };
  };
}
