// Contract between the staff browser's NoviApi client and the printer (as the simulator keeps
// it): one token per printer, reused until it nears expiry, renewed with PATCH (which does not
// count against the 10 GETs an hour), and a fresh GET only when the printer forgot the token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoviApiClient, PrinterError } from '../../apps/web/src/entities/receipts/novi-api.ts';
import { buildReceipt } from '../../apps/web/src/entities/receipts/build-receipt.ts';
import { startPrinterSimulator, type PrinterSimulator } from './simulator.ts';
import { memoryStorage, orderToPrint } from './browser-test-support.ts';

const order = orderToPrint(7);

let printer: PrinterSimulator | null = null;
let calls: string[] = [];
const realFetch = globalThis.fetch;

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  calls = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}`);
    return realFetch(input, init);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await printer?.close();
  printer = null;
});

const tokenCalls = () => calls.filter((call) => call.endsWith('/api/v1/token'));

describe('the web NoviApi client', () => {
  it('gets one token and reuses it while it is valid', async () => {
    printer = await startPrinterSimulator({ printMs: 20 });
    const client = new NoviApiClient(`${printer.url}/`);
    for (let i = 0; i < 3; i++) {
      const id = await client.sendReceipt(buildReceipt(order));
      await client.confirmReceipt(id);
      const state = await client.receiptState(id, 5_000);
      expect(state.request.status).toBe('DONE');
    }
    expect(tokenCalls()).toEqual(['GET /api/v1/token']);
    // A new page load (a new client) still uses the stored token.
    await new NoviApiClient(printer.url).sendReceipt(buildReceipt(order));
    expect(tokenCalls()).toEqual(['GET /api/v1/token']);
  });

  it('renews a token near its expiry with PATCH, never asking for more than it may', async () => {
    // Tokens that live 30 s are always within the client's renewal margin.
    printer = await startPrinterSimulator({ tokenTtlMs: 30_000 });
    const client = new NoviApiClient(printer.url);
    for (let i = 0; i < 12; i++) await client.sendReceipt(buildReceipt(order));
    expect(tokenCalls()).toEqual(['GET /api/v1/token', ...Array(11).fill('PATCH /api/v1/token')]);
    expect(printer.requests()).toHaveLength(12);
  });

  it('asks for a new token when the printer no longer accepts the stored one', async () => {
    printer = await startPrinterSimulator();
    await new NoviApiClient(printer.url).sendReceipt(buildReceipt(order));
    // Another till takes a token: the printer keeps one, so the stored token is now wrong.
    await realFetch(`${printer.url}/api/v1/token`);
    await new NoviApiClient(printer.url).sendReceipt(buildReceipt(order));
    expect(calls).toEqual([
      'GET /api/v1/token',
      'POST /api/v1/receipt',
      'POST /api/v1/receipt', // refused: 401, code 4
      'GET /api/v1/token',
      'POST /api/v1/receipt',
    ]);
    expect(printer.requests()).toHaveLength(2);
  });

  it('reports device errors with their code and an unreachable printer with status 0', async () => {
    printer = await startPrinterSimulator();
    printer.setFault('daily-report-waiting');
    const client = new NoviApiClient(printer.url);
    const refused = await client.sendReceipt(buildReceipt(order)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PrinterError);
    expect(refused).toMatchObject({
      status: 409,
      code: 11,
      message: 'Daily report waiting (kod 11)',
    });

    const url = printer.url;
    await printer.close();
    printer = null;
    const offline = await new NoviApiClient(url).testConnection().catch((error: unknown) => error);
    expect(offline).toMatchObject({ status: 0, code: null, message: 'Brak połączenia z drukarką' });
  });
});
