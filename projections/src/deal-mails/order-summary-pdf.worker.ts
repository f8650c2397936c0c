import { parentPort } from 'node:worker_threads';
import { renderOrderSummaryPdf, type OrderSummaryInput } from './order-summary-pdf';

/** Worker-thread entry of OrderSummaryRenderer: renders one order summary per message. */
interface RenderRequest {
  id: number;
  input: OrderSummaryInput;
}

parentPort?.on('message', ({ id, input }: RenderRequest) => {
  renderOrderSummaryPdf(input).then(
    (pdf) => parentPort?.postMessage({ id, pdf }, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
