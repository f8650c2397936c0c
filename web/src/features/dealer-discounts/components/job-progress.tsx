import type { JobStatusResponse } from '@autoleasing/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { jobStatus, resumeJob } from '../api/dealer-discounts-api';
import { describeResult } from '../lib/job-result';

/** Polls GET /api/v1/jobs/{id} (DESIGN.md jobs) until the job ends and shows its progress bar. */
export function useJob(jobId: string | null) {
  return useQuery({
    queryKey: ['jobs', jobId],
    queryFn: ({ signal }) => jobStatus(jobId as string, signal),
    enabled: jobId !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && (data.state === 'completed' || data.state === 'failed') ? false : 500;
    },
  });
}

export function JobProgress({
  jobId,
  label,
  onFinished,
}: {
  jobId: string;
  label: string;
  onFinished: (status: JobStatusResponse | false) => void;
}) {
  const job = useJob(jobId);
  const data = job.data;
  const finished = useRef(false);
  const queryClient = useQueryClient();
  const [resumeError, setResumeError] = useState<string | null>(null);
  const resume = async () => {
    setResumeError(null);
    const answer = await resumeJob(jobId);
    if (!answer.ok) return setResumeError(answer.error.message);
    // Running again: the bar follows it, and the page hears once more when it ends.
    finished.current = false;
    queryClient.setQueryData(['jobs', jobId], answer.data);
    await queryClient.invalidateQueries({ queryKey: ['jobs', jobId] });
  };
  const done = data === false || (data && (data.state === 'completed' || data.state === 'failed'));
  useEffect(() => {
    if (!done || finished.current) return;
    finished.current = true;
    onFinished(data ?? false);
  }, [done, data, onFinished]);
  const progress = data ? (data.state === 'completed' ? 100 : Math.max(0, Math.min(100, Math.round(data.progress)))) : 0;
  // A failed job's own message says how far it got (and that it can go on).
  return (
    <div className="dd-job" role="status">
      <div className="dd-job__label" id={`job-${jobId}`}>
        {data && data.state === 'completed'
          ? `${label} abgeschlossen: ${describeResult(data.result)}`
          : data && data.state === 'failed'
            ? `${label} fehlgeschlagen: ${data.error?.message ?? 'unbekannter Fehler.'}`
            : data === false
              ? `${label}: Status nicht abrufbar.`
              : `${label} läuft: ${progress} %`}
      </div>
      <div className="dd-progress" role="progressbar" aria-labelledby={`job-${jobId}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className="dd-progress__bar" style={{ width: `${progress}%` }} />
      </div>
      {data && data.state === 'failed' && data.resumable && (
        <button type="button" className="btn btn--secondary" onClick={() => void resume()}>
          Fortsetzen
        </button>
      )}
      {resumeError && <p className="dd-job__error">{resumeError}</p>}
    </div>
  );
}
