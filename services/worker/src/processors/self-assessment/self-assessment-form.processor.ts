import { randomUUID } from 'node:crypto';
import { documentDownloadUrl, type JobResult } from '@autoleasing/contracts';
import { dealDecider, type DealEvent, dealStreamId, fold } from '@autoleasing/domain';
import { DocumentsRepository, type DocumentStorage, type EventStore, handleCommand, type JobEnvelope, sha256Hex } from '@autoleasing/infra';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Pool } from 'pg';
import { loadSelfAssessmentInput } from './load-self-assessment-input';
import { renderSelfAssessmentPdf } from './render-self-assessment-pdf';

type SelfAssessmentJob = Job<JobEnvelope<'deal.self_assessment_form'>>;

/**
 * Renders the Selbstauskunft, stores it as the deal's document and appends
 * DealSelfAssessmentFormGenerated (which sets isSelfAssesmentFormGenerated). Idempotent: a deal
 * that already has its form (event or document row from an earlier, interrupted attempt) gets no
 * second PDF; the unique index on the documents table settles two concurrent runs.
 */
export function selfAssessmentFormProcessor(pool: Pool, eventStore: EventStore, storage: DocumentStorage) {
  const repository = new DocumentsRepository(pool);
  return async (job: SelfAssessmentJob): Promise<JobResult<'deal.self_assessment_form'>> => {
    const { dealId, customerId } = job.data.payload;
    const recorded = await eventStore.readStream(dealStreamId(dealId));
    const deal = fold(dealDecider, recorded.map((e) => ({ type: e.type, data: e.data }) as DealEvent));
    if (deal.status !== 'open' || deal.customerId !== customerId || deal.customerState === 'customer_archived') {
      throw new UnrecoverableError(`deal ${dealId} of customer ${customerId} not found`);
    }
    await job.updateProgress(10);

    if (deal.selfAssessmentFormGenerated) {
      const documentId = Object.entries(deal.documents).find(([, type]) => type === 'self_assessment_form')?.[0];
      if (documentId) {
        await job.updateProgress(100);
        return { documentId, download_url: documentDownloadUrl(documentId), created: false };
      }
    }

    let document = await repository.findSelfAssessmentForm(dealId);
    let created = false;
    if (!document) {
      const input = await loadSelfAssessmentInput(pool, deal, new Date());
      await job.updateProgress(30);
      const pdf = await renderSelfAssessmentPdf(input);
      await job.updateProgress(60);
      const id = randomUUID();
      const s3Key = `customers/${customerId}/${id}/Selbstauskunft.pdf`;
      await storage.put(s3Key, pdf, 'application/pdf');
      const inserted = await repository.insertGeneratedForDeal({
        id,
        ownerCustomerId: customerId,
        s3Key,
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
        checksumSha256: sha256Hex(pdf),
        originalFilename: 'Selbstauskunft.pdf',
        dealId,
        attachmentType: 'self_assessment_form',
      });
      if (inserted) {
        document = inserted;
        created = true;
      } else {
        // Another run stored its form first: keep that one, drop ours.
        await storage.delete(s3Key);
        document = await repository.findSelfAssessmentForm(dealId);
        if (!document) throw new Error(`self-assessment form of deal ${dealId} vanished`);
      }
    }
    await job.updateProgress(80);

    const result = await handleCommand(eventStore, dealStreamId(dealId), dealDecider, { type: 'RecordSelfAssessmentForm', documentId: document.id }, {
      metadata: { actor: job.data.requestedBy, correlationId: job.data.correlationId, causationId: job.id ?? job.data.correlationId },
    });
    const recordedId =
      result.state.status === 'open' ? (Object.entries(result.state.documents).find(([, type]) => type === 'self_assessment_form')?.[0] ?? document.id) : document.id;
    await job.updateProgress(100);
    return { documentId: recordedId, download_url: documentDownloadUrl(recordedId), created };
  };
}
