import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPrinterSimulator, type PrinterSimulator } from './simulator.ts';

const MINUTE = 60_000;
const receipt = {
  receipt: {
    items: [
      { article: { name: 'Lampka', ptu: 'A', quantity: '1', price: '49.99', value: '49.99' } },
      { article: { name: 'Wysyłka', ptu: 'A', quantity: '1', price: '10.00', value: '10.00' } },
    ],
    payments: [{ transfer: { name: 'Przelew', value: '59.99' } }],
    summary: { total: '59.99', pay_in: '59.99' },
    buyer: { nip: '5260250274' },
    printout_lines: [{ textline: { text: 'Zamówienie nr 7', masked: false } }],
  },
};

let printer: PrinterSimulator;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-03-02T10:00:00.000Z');
  printer = await startPrinterSimulator({ now: () => clock, printMs: 40 });
});
afterEach(() => printer.close());

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${printer.url}${path}`, { ...init, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

async function getToken(): Promise<string> {
  const answer = await call('/api/v1/token');
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

const post = (token: string | undefined, body: unknown) =>
  call('/api/v1/receipt', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('connection and CORS', () => {
  it('answers the connection test with 200', async () => {
    const answer = await call('/api/v1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers preflights for the staff browser, private network access included', async () => {
    const response = await fetch(`${printer.url}/api/v1/receipt`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://sklep.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
        'access-control-request-private-network': 'true',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://sklep.example');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('answers unknown paths with the device error body', async () => {
    const answer = await call('/api/v2/nothing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ exception: { code: 1, description: 'Not found' } });
  });
});

describe('tokens', () => {
  it('hands out a JWT valid for 20 minutes, dated without milliseconds', async () => {
    const answer = await call('/api/v1/token');
    expect(answer.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(answer.body.expiration_date).toBe('2026-03-02T10:20:00Z');
  });

  it('refuses the 11th GET in an hour with 429, deletes the token, and allows again later', async () => {
    let token = '';
    for (let i = 0; i < 10; i++) {
      token = await getToken();
      clock = new Date(clock.getTime() + MINUTE);
    }
    const refused = await call('/api/v1/token');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      exception: {
        code: 2,
        description: 'Too many token requests',
        allowed_refresh_date: '2026-03-02T11:00:00Z',
      },
    });
    const withDeleted = await post(token, receipt);
    expect(withDeleted.status).toBe(401);
    expect(withDeleted.body.exception).toEqual({ code: 4, description: 'Token not found' });

    clock = new Date('2026-03-02T11:00:00.001Z'); // the first GET left the window
    expect((await call('/api/v1/token')).status).toBe(200);
    expect((await call('/api/v1/token')).status).toBe(429);
  });

  it('renews with PATCH without counting against the limit', async () => {
    for (let i = 0; i < 9; i++) await getToken();
    let token = await getToken(); // the 10th
    for (let i = 0; i < 12; i++) {
      clock = new Date(clock.getTime() + MINUTE);
      const renewed = await call('/api/v1/token', { method: 'PATCH', token });
      expect(renewed.status).toBe(200);
      expect(renewed.body.token).not.toBe(token);
      expect((await post(token, receipt)).status).toBe(401); // the old one is replaced
      token = renewed.body.token;
    }
    expect((await post(token, receipt)).status).toBe(201);
    expect((await call('/api/v1/token')).status).toBe(429); // still 10 GETs in this hour
  });

  it.each([
    ['expired', 'Token expired'],
    ['incorrect', 'Token incorrect'],
    ['missing', 'Token not found'],
  ])('refuses PATCH with an %s token (401, code 4)', async (kind, description) => {
    const token = await getToken();
    if (kind === 'expired') clock = new Date(clock.getTime() + 20 * MINUTE);
    const presented = { expired: token, incorrect: `${token}x`, missing: undefined }[kind];
    const answer = await call('/api/v1/token', { method: 'PATCH', token: presented });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ exception: { code: 4, description } });
  });
});

describe('receipts', () => {
  it('stores, confirms and prints a receipt; the status is long-polled', async () => {
    const token = await getToken();
    const stored = await post(token, receipt);
    expect(stored.status).toBe(201);
    expect(stored.body.request.status).toBe('STORED');
    const id = stored.body.request.id as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    const before = await call(`/api/v1/receipt/${id}`, { token });
    expect(before.body).toEqual({ request: { id, status: 'STORED' }, device: { status: 'OK' } });

    const confirmed = await call(`/api/v1/receipt/${id}`, { method: 'PUT', token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ request: { id, status: 'CONFIRMED' } });

    const started = Date.now();
    const done = await call(`/api/v1/receipt/${id}?timeout=10000`, { token });
    expect(Date.now() - started).toBeLessThan(5_000); // answered when printed, not at the timeout
    expect(done.body).toEqual({ request: { id, status: 'DONE' }, device: { status: 'OK' } });
    expect(printer.requests().map((r) => [r.id, r.status])).toEqual([[id, 'DONE']]);
    expect(printer.requests()[0]?.receipt.buyer).toEqual({ nip: '5260250274' });
  });

  it('keeps a held receipt printing until it is released', async () => {
    const token = await getToken();
    printer.hold();
    const id = (await post(token, receipt)).body.request.id as string;
    await call(`/api/v1/receipt/${id}`, { method: 'PUT', token });
    const waited = await call(`/api/v1/receipt/${id}?timeout=300`, { token });
    // Many print times (40 ms) later, still not printed.
    expect(['QUEUED', 'PENDING']).toContain(waited.body.request.status);
    const done = call(`/api/v1/receipt/${id}?timeout=10000`, { token });
    printer.release();
    expect((await done).body.request).toEqual({ id, status: 'DONE' });
  });

  it('answers a short poll at once with the status so far', async () => {
    const token = await getToken();
    const id = (await post(token, receipt)).body.request.id as string;
    await call(`/api/v1/receipt/${id}`, { method: 'PUT', token });
    const now = await call(`/api/v1/receipt/${id}?timeout=0`, { token });
    expect(['QUEUED', 'PENDING']).toContain(now.body.request.status);
  });

  it('needs a valid token for every receipt call', async () => {
    expect((await post(undefined, receipt)).body.exception.code).toBe(4);
    const token = await getToken();
    const id = (await post(token, receipt)).body.request.id as string;
    clock = new Date(clock.getTime() + 21 * MINUTE);
    for (const method of ['PUT', 'GET']) {
      const answer = await call(`/api/v1/receipt/${id}`, { method, token });
      expect(answer.status).toBe(401);
      expect(answer.body.exception).toEqual({ code: 4, description: 'Token expired' });
    }
  });

  it('answers a JSON parse error with code 7 and validation errors with code 8', async () => {
    const token = await getToken();
    const broken = await post(token, '{"receipt":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ exception: { code: 7, description: 'JSON parse error' } });

    const bad = structuredClone(receipt);
    Object.assign(bad.receipt.items[0]!.article, { price: '49,99', colour: 'red' });
    const invalid = await post(token, bad);
    expect(invalid.status).toBe(400);
    expect(invalid.body.exception.code).toBe(8);
    expect(invalid.body.exception.description).toBe('Validation error');
    expect(invalid.body.exception.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['receipt.items[0].article.price', 'receipt.items[0].article.colour']),
    );
    expect(printer.requests()).toEqual([]);
  });

  it('answers unknown receipts with 404 code 1 and a bad timeout with code 8', async () => {
    const token = await getToken();
    const missing = await call(`/api/v1/receipt/${'0'.repeat(32)}`, { method: 'PUT', token });
    expect(missing.status).toBe(404);
    expect(missing.body.exception.code).toBe(1);
    const id = (await post(token, receipt)).body.request.id as string;
    const badTimeout = await call(`/api/v1/receipt/${id}?timeout=soon`, { token });
    expect(badTimeout.status).toBe(400);
    expect(badTimeout.body.exception.code).toBe(8);
  });

  it.each([
    ['daily-report-waiting', 409, 11],
    ['multiple-access', 403, 6],
    ['internal-error', 500, 13],
    ['memory-full', 507, 14],
  ] as const)('refuses receipts while %s (%i, code %i)', async (fault, status, code) => {
    const token = await getToken();
    printer.setFault(fault);
    const answer = await post(token, receipt);
    expect(answer.status).toBe(status);
    expect(answer.body.exception.code).toBe(code);
    printer.setFault(null);
    expect((await post(token, receipt)).status).toBe(201);
  });

  it('ends a print in ERROR with the device error when the paper is out', async () => {
    const token = await getToken();
    printer.setFault('paper-out');
    const id = (await post(token, receipt)).body.request.id as string;
    await call(`/api/v1/receipt/${id}`, { method: 'PUT', token });
    const failed = await call(`/api/v1/receipt/${id}?timeout=5000`, { token });
    expect(failed.body).toEqual({
      request: { id, status: 'ERROR', error: { code: 20, description: 'Paper out' } },
      device: { status: 'ERROR', error: { code: 20, description: 'Paper out' } },
    });
    printer.setFault(null);
    const after = await call(`/api/v1/receipt/${id}`, { token });
    expect(after.body.device).toEqual({ status: 'OK' });
  });
});
