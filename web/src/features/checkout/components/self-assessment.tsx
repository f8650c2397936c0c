import { documentDownloadUrl, type DealDto, type SelfAssessmentFormJobResult } from '@autoleasing/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { dealQueryOptions, generateSelfAssessmentForm, jobQueryOptions } from '../api/checkout-api';

/**
 * The Selbstauskunft (spec 4.4 "generate the self-assessment form"): the button queues the PDF,
 * the job's progress shows while the worker renders it, then a link to the PDF.
 */
export function SelfAssessmentSection({ deal }: { deal: DealDto }) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const job = useQuery({ ...jobQueryOptions(jobId ?? ''), enabled: !!jobId });
  const state = job.data?.state;
  const result = state === 'completed' ? (job.data?.result as SelfAssessmentFormJobResult | null) : null;

  useEffect(() => {
    if (state === 'completed') void queryClient.invalidateQueries({ queryKey: dealQueryOptions(deal.id).queryKey });
    if (state === 'failed') setFailed(job.data?.error?.message ?? 'Die Selbstauskunft konnte nicht erstellt werden. Bitte versuchen Sie es erneut.');
  }, [state, deal.id, queryClient, job.data?.error?.message]);

  const existing = deal.attached_documents.find((d) => d.attachment_type === 'self_assessment_form');
  const href = result?.download_url ?? (existing ? documentDownloadUrl(existing.id) : null);

  const start = async () => {
    setFailed(null);
    setStarting(true);
    try {
      const answer = await generateSelfAssessmentForm(deal.id);
      setJobId(answer.job_id);
    } catch {
      // The checkout client showed the toast.
    } finally {
      setStarting(false);
    }
  };

  const running = !!jobId && state !== 'completed' && state !== 'failed';
  return (
    <section className="co-card" aria-labelledby="co-sa">
      <h2 id="co-sa">Selbstauskunft</h2>
      <p>Aus Ihren Angaben erstellen wir die Selbstauskunft als PDF. Sie können sie herunterladen und für Ihre Unterlagen speichern.</p>
      {href ? (
        <p>
          <a className="button button--secondary" href={href} target="_blank" rel="noopener">
            Selbstauskunft (PDF) öffnen
          </a>
        </p>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => void start()} disabled={starting || running}>
          Selbstauskunft erstellen
        </button>
      )}
      {running && (
        <div className="co-upload-progress">
          <progress max={100} value={job.data?.progress ?? 0} aria-label="Selbstauskunft wird erstellt" />
          <span role="status">Selbstauskunft wird erstellt … {job.data?.progress ?? 0} %</span>
        </div>
      )}
      {failed && (
        <p className="field-error" role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}
