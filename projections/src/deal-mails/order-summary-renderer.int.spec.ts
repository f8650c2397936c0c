import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TS_CHILD_LOADER } from '@autoleasing/infra/testing/index';
import { renderOrderSummaryPdf, type OrderSummaryInput } from './order-summary-pdf';
import { OrderSummaryRenderer } from './order-summary-renderer';

const input: OrderSummaryInput = {
  orderNumber: 'AL-2026-000124',
  dealId: 'd0000000-0000-4000-8000-000000000002',
  customerGroup: 'b2b',
  customer: { name: 'Muster GmbH', email: 'einkauf@example.com', addressLines: ['Hafenstraße 1', '20457 Hamburg'] },
  car: 'Skoda Octavia Combi 2.0 TDI',
  months: 48,
  kmPerYear: 20000,
  monthlyRateCents: 31900,
  downpaymentCents: 0,
  deliveryOption: 'by_home',
  oneTimeCosts: [],
  lessor: { name: 'Muster Leasing GmbH', addressLines: [] },
  broker: ['autoleasing Beispiel GmbH · Musterstraße 1 · 12345 Musterstadt'],
  placedAt: new Date('2026-05-04T08:00:00Z'),
};

/** The renderer's worker thread, started from the TypeScript entry through the repository's loader. */
function workerRenderer(): OrderSummaryRenderer {
  return new OrderSummaryRenderer(TS_CHILD_LOADER, [path.join(__dirname, 'order-summary-pdf.worker.ts')]);
}

describe('order summary renderer (worker thread)', () => {
  it('renders on its thread exactly the PDF the same input renders in-process, also several at once', async () => {
    const renderer = workerRenderer();
    try {
      const expected = Buffer.from(await renderOrderSummaryPdf(input));
      const rendered = await Promise.all([renderer.render(input), renderer.render({ ...input, orderNumber: 'AL-2026-000125' }), renderer.render(input)]);
      expect(Buffer.from(rendered[0]).equals(expected)).toBe(true);
      expect(Buffer.from(rendered[2]).equals(expected)).toBe(true);
      expect(Buffer.from(rendered[1]).equals(expected)).toBe(false);
    } finally {
      await renderer.close();
    }
  });

  it('fails the render instead of waiting forever when the worker thread dies, and starts a new one for the next', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'renderer-'));
    const dying = path.join(dir, 'dying-worker.cjs');
    writeFileSync(dying, "require('node:worker_threads').parentPort.once('message', () => process.exit(3));\n");
    const renderer = new OrderSummaryRenderer(dying);
    try {
      await expect(renderer.render(input)).rejects.toThrow('exited with code 3');
      await expect(renderer.render(input)).rejects.toThrow('exited with code 3');
    } finally {
      await renderer.close();
    }
  });

  it('renders in-process when there is no compiled worker file (sources run without a build)', async () => {
    const renderer = new OrderSummaryRenderer(path.join(__dirname, 'does-not-exist.js'));
    const pdf = await renderer.render(input);
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
  });
});
