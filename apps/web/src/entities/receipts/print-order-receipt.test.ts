// Printing a receipt is remembered in this browser from the moment the printer stores it until
// the order carries it, and a print the page did not live to record is taken up again without a
// second print: against the NoviApi printer simulator (real HTTP), with the order's recording
// (POST /admin/receipts) replaced by a function of the test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptLinkRequest } from '@shop/shared/orders';
import {
  startPrinterSimulator,
  type PrinterSimulator,
} from '../../../../../tools/printer-simulator/simulator.ts';
import { buildReceipt } from './build-receipt.ts';
import { NoviApiClient } from './novi-api.ts';
import { getPendingPrint, rememberPendingPrint } from './pending-prints.ts';
import { printOrderReceipt, resumeOrderReceipt, type PrintStep } from './print-order-receipt.ts';
import {
  memoryStorage,
  orderToPrint,
} from '../../../../../tools/printer-simulator/browser-test-support.ts';

const order = orderToPrint(41);

let printer: PrinterSimulator;
let recorded: ReceiptLinkRequest[];
const record = async (link: ReceiptLinkRequest) => void recorded.push(link);

beforeEach(async () => {
  // The page's stores keep their values in the window's storage, the printer client in the global.
  const storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { localStorage: storage });
  recorded = [];
  printer = await startPrinterSimulator({ printMs: 20 });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await printer.close();
});

/** A receipt the printer stored (and, when `confirmed`, printed) for a page that then closed. */
async function printedByAClosedPage({ confirmed }: { confirmed: boolean }) {
  const client = new NoviApiClient(printer.url);
  const requestId = await client.sendReceipt(buildReceipt(order));
  if (confirmed) await client.confirmReceipt(requestId);
  rememberPendingPrint({ orderId: order.id, printerUrl: printer.url, requestId, storedAt: 0 });
  return requestId;
}

describe('printing a receipt', () => {
  it('keeps the printer request until the order carries it, then forgets it', async () => {
    const seen: (string | null)[] = [];
    const outcome = await printOrderReceipt({
      order,
      printerUrl: printer.url,
      record: async (link) => {
        seen.push(getPendingPrint(order.id)?.requestId ?? null);
        await record(link);
      },
    });
    const [request] = printer.requests();
    expect(outcome).toEqual({ receiptId: request!.id, printed: true });
    expect(seen).toEqual([request!.id]); // still kept while it was being recorded
    expect(recorded).toEqual([{ orderId: order.id, receiptId: request!.id }]);
    expect(getPendingPrint(order.id)).toBeNull();
  });

  it('keeps it when the receipt printed but could not be recorded', async () => {
    const failed = await printOrderReceipt({
      order,
      printerUrl: printer.url,
      record: () => Promise.reject(new Error('Brak połączenia z serwerem')),
    }).catch((error: unknown) => error);
    expect(failed).toMatchObject({ step: 'saving', title: 'Błąd zapisu paragonu' });
    expect(getPendingPrint(order.id)?.requestId).toBe(printer.requests()[0]!.id);
  });

  it('forgets it when the print failed, so the next print is a new receipt', async () => {
    printer.setFault('paper-out');
    const failed = await printOrderReceipt({ order, printerUrl: printer.url, record }).catch(
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({ step: 'printing', description: 'Paper out (kod 20)' });
    expect(getPendingPrint(order.id)).toBeNull();
    expect(recorded).toEqual([]);
  });
});

describe('taking up a print the page did not record', () => {
  it.each([
    { when: 'after the printer printed it', confirmed: true, steps: ['checking', 'printing'] },
    {
      when: 'before it was confirmed',
      confirmed: false,
      steps: ['checking', 'confirming', 'printing'],
    },
  ])('records it $when, without printing it again', async ({ confirmed, steps }) => {
    const requestId = await printedByAClosedPage({ confirmed });
    const seen: PrintStep[] = [];
    const outcome = await resumeOrderReceipt(getPendingPrint(order.id)!, {
      onStep: (step) => seen.push(step),
      record,
    });
    expect(outcome).toEqual({ receiptId: requestId, printed: true });
    expect(seen).toEqual([...steps, 'saving']);
    expect(recorded).toEqual([{ orderId: order.id, receiptId: requestId }]);
    expect(printer.requests().map((request) => [request.id, request.status])).toEqual([
      [requestId, 'DONE'],
    ]);
    expect(getPendingPrint(order.id)).toBeNull();
  });

  it('forgets a request the printer does not know and says to check the paper', async () => {
    const requestId = await printedByAClosedPage({ confirmed: true });
    const restarted = await startPrinterSimulator();
    try {
      const failed = await resumeOrderReceipt(
        { ...getPendingPrint(order.id)!, printerUrl: restarted.url },
        { record },
      ).catch((error: unknown) => error);
      expect(failed).toMatchObject({ step: 'checking', title: 'Nieznany wydruk' });
      expect((failed as Error).message).toContain(requestId);
      expect(getPendingPrint(order.id)).toBeNull();
      expect(recorded).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('keeps the request while the printer cannot be reached', async () => {
    const requestId = await printedByAClosedPage({ confirmed: true });
    const pending = getPendingPrint(order.id)!;
    await printer.close();
    const failed = await resumeOrderReceipt(pending, { record }).catch((error: unknown) => error);
    expect(failed).toMatchObject({
      step: 'checking',
      description: 'Brak połączenia z drukarką',
    });
    expect(getPendingPrint(order.id)?.requestId).toBe(requestId);
    printer = await startPrinterSimulator(); // for afterEach
  });
});
