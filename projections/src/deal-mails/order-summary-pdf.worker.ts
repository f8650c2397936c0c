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

/**
 * One throwaway render as the thread starts (OrderSummaryRenderer.warmUp): pdf-lib decodes its
 * font metrics on first use and the rendering code is compiled, before the first order waits.
 */
const WARM_UP: OrderSummaryInput = {
  orderNumber: 'AL-0000-000000',
  dealId: '00000000-0000-0000-0000-000000000000',
  customerGroup: 'b2c',
  customer: { name: 'Muster', email: 'muster@example.invalid', addressLines: ['Musterstraße 1', '10117 Berlin'] },
  car: 'Muster',
  months: 36,
  kmPerYear: 10000,
  monthlyRateCents: 1,
  downpaymentCents: 0,
  deliveryOption: 'by_home',
  oneTimeCosts: [{ label: 'Überführung', cents: 1 }],
  lessor: { name: 'Muster', addressLines: ['Musterweg 1'] },
  broker: ['Muster GmbH · Musterweg 1 · 12345 Musterstadt'],
  placedAt: new Date(0),
};
void renderOrderSummaryPdf(WARM_UP).catch(() => undefined);
