import type { JobStatusResponse } from '@autoleasing/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { mockDealerApi } from '../../../../test/dealer-discounts-api';
import { JobProgress } from './job-progress';

configure({ asyncUtilTimeout: 4000 });

const interrupted: JobStatusResponse = {
  id: 'update-job-1',
  name: 'discounts.update_all',
  state: 'failed',
  progress: 40,
  result: null,
  error: { code: 'job_interrupted', message: 'Der Auftrag wurde bei 40 % unterbrochen. Bereits geänderte Zeilen bleiben geändert; „Fortsetzen“ bearbeitet nur die übrigen.' },
  createdAt: '2026-11-21T13:00:00.000Z',
  finishedAt: '2026-11-21T13:00:05.000Z',
  resumable: true,
};

function renderJob(onFinished: (status: JobStatusResponse | false) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <JobProgress jobId="update-job-1" label="Massenänderung" onFinished={onFinished} />
    </QueryClientProvider>,
  );
}

describe('JobProgress: an interrupted bulk job', () => {
  it('says how far it got, offers "Fortsetzen", and follows the resumed job to its end', async () => {
    let resumed = false;
    const api = mockDealerApi((request) => {
      if (request.method === 'POST' && request.url.pathname === '/api/v1/jobs/update-job-1/resume') {
        resumed = true;
        return { status: 202, body: { ...interrupted, state: 'waiting', error: null, finishedAt: null, resumable: false } };
      }
      // Until resumed, the job stands failed at 40 %; afterwards the default answers take over (active, then completed).
      if (request.method === 'GET' && request.url.pathname === '/api/v1/jobs/update-job-1' && !resumed) return { body: interrupted };
      return undefined;
    });
    const finished: (JobStatusResponse | false)[] = [];
    renderJob((status) => finished.push(status));
    expect(await screen.findByText(/Massenänderung fehlgeschlagen: Der Auftrag wurde bei 40 % unterbrochen/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await waitFor(() => expect(finished).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Fortsetzen' }));
    expect(await screen.findByText(/Massenänderung abgeschlossen: 23 Zeilen bearbeitet/)).toBeInTheDocument();
    expect(api.last('/api/v1/jobs/update-job-1/resume', 'POST')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Fortsetzen' })).toBeNull();
    // The page hears of the end again, now completed.
    await waitFor(() => expect(finished.map((s) => s && s.state)).toEqual(['failed', 'completed']));
  });

  it('shows the server\'s refusal when the job cannot be resumed', async () => {
    mockDealerApi((request) => {
      if (request.method === 'POST' && request.url.pathname === '/api/v1/jobs/update-job-1/resume') {
        return { status: 409, body: { statusCode: 409, code: 'job_not_resumable', message: 'Dieser Auftrag läuft noch, ist abgeschlossen oder kann nicht fortgesetzt werden.' } };
      }
      if (request.method === 'GET' && request.url.pathname === '/api/v1/jobs/update-job-1') return { body: interrupted };
      return undefined;
    });
    renderJob(() => undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Fortsetzen' }));
    expect(await screen.findByText('Dieser Auftrag läuft noch, ist abgeschlossen oder kann nicht fortgesetzt werden.')).toBeInTheDocument();
  });
});
