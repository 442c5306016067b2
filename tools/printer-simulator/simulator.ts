// A stand-in for a Novitus NoviApi fiscal printer (docs/integrations.md), for browser tests and demos
// of staff receipt printing. It keeps the device's contract: token handling with its hourly
// limit, strict receipt validation, store -> confirm -> print, the long-polled status and the
// error body {"exception":{code, description}}. It answers CORS (and Private Network Access)
// preflights, because the shop's staff browser calls it directly.
import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateReceiptBody, type Receipt, type ValidationError } from './receipt-schema.ts';
import { TokenStore, deviceDate, tokenProblemDescriptions } from './tokens.ts';

export type RequestStatus = 'STORED' | 'QUEUED' | 'PENDING' | 'DONE' | 'ERROR' | 'UNKNOWN';
const FINAL: readonly RequestStatus[] = ['DONE', 'ERROR'];

/** Device trouble a test can switch on (and off with null). */
export type PrinterFault =
  'daily-report-waiting' | 'multiple-access' | 'internal-error' | 'memory-full' | 'paper-out';
export const PRINTER_FAULTS: readonly PrinterFault[] = [
  'daily-report-waiting',
  'multiple-access',
  'internal-error',
  'memory-full',
  'paper-out',
];

interface DeviceError {
  code: number;
  description: string;
}
// Unconfirmed: the device's own error numbers; this one stands for any printing mechanism fault.
const PAPER_OUT: DeviceError = { code: 20, description: 'Paper out' };

export interface ReceiptRequest {
  id: string;
  status: RequestStatus;
  receipt: Receipt;
  error?: DeviceError;
  storedAt: Date;
}

export interface PrinterSimulatorOptions {
  port?: number;
  host?: string;
  /** The device clock (tokens and their hourly limit); tests move it. */
  now?: () => Date;
  tokenTtlMs?: number;
  /** How long a confirmed receipt takes to print. */
  printMs?: number;
  /** Longest long poll accepted (ms). */
  maxTimeoutMs?: number;
  /** Where printed receipts are written as text (the CLI prints them to stdout). */
  onPrinted?: (request: ReceiptRequest) => void;
}

export interface PrinterSimulator {
  url: string;
  port: number;
  /** Every receipt the device stored, in order. */
  requests(): ReceiptRequest[];
  setFault(fault: PrinterFault | null): void;
  /**
   * Keeps every receipt printing (PENDING) until `release()`: a printer as busy as a test needs,
   * whatever the machine's speed.
   */
  hold(): void;
  /** Finishes the receipts held meanwhile, and prints the next ones at the normal pace. */
  release(): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

class DeviceException extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description);
  }
}

const validationException = (errors: ValidationError[]) =>
  new DeviceException(400, 8, 'Validation error', { errors });

const faultExceptions: Partial<Record<PrinterFault, DeviceException>> = {
  'daily-report-waiting': new DeviceException(409, 11, 'Daily report waiting'),
  'multiple-access': new DeviceException(403, 6, 'Multiple access'),
  'internal-error': new DeviceException(500, 13, 'Internal error'),
  'memory-full': new DeviceException(507, 14, 'Fiscal memory full'),
};

function corsHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return {
    'access-control-allow-origin': headers.origin ?? '*',
    vary: 'Origin',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type',
    'access-control-max-age': '600',
    // Chromium asks before a public page may call a device on the local network.
    ...(headers['access-control-request-private-network'] === 'true'
      ? { 'access-control-allow-private-network': 'true' }
      : {}),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new DeviceException(400, 7, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPrinterSimulator(
  options: PrinterSimulatorOptions = {},
): Promise<PrinterSimulator> {
  const now = options.now ?? (() => new Date());
  const printMs = options.printMs ?? 300;
  const maxTimeoutMs = options.maxTimeoutMs ?? 60_000;
  const tokens = new TokenStore(options.tokenTtlMs);
  const requests = new Map<string, ReceiptRequest>();
  /** Long polls waiting for a request to reach a final status. */
  const waiters = new Map<string, Set<() => void>>();
  const timers = new Set<NodeJS.Timeout>();
  let fault: PrinterFault | null = null;
  let deviceError: DeviceError | null = null;
  /** While held: the receipts waiting to finish printing. */
  let held: (() => void)[] | null = null;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  function setStatus(request: ReceiptRequest, status: RequestStatus) {
    request.status = status;
    if (!FINAL.includes(status)) return;
    waiters.get(request.id)?.forEach((wake) => wake());
    waiters.delete(request.id);
    if (status === 'DONE') options.onPrinted?.(request);
  }

  /** Confirmed receipts go QUEUED -> PENDING -> DONE (or ERROR when the paper is out). */
  function print(request: ReceiptRequest) {
    setStatus(request, 'QUEUED');
    later(printMs / 2, () => {
      setStatus(request, 'PENDING');
      const finish = () => {
        if (fault === 'paper-out') {
          deviceError = PAPER_OUT;
          request.error = PAPER_OUT;
          setStatus(request, 'ERROR');
        } else {
          setStatus(request, 'DONE');
        }
      };
      if (held) held.push(finish);
      else later(printMs / 2, finish);
    });
  }

  function authorize(headers: IncomingHttpHeaders) {
    const problem = tokens.check(headers.authorization, now());
    if (problem) throw new DeviceException(401, 4, tokenProblemDescriptions[problem]);
  }

  function findRequest(id: string): ReceiptRequest {
    const request = requests.get(id);
    if (!request) throw new DeviceException(404, 1, 'Request not found');
    return request;
  }

  function statusBody(request: ReceiptRequest) {
    return {
      request: {
        id: request.id,
        status: request.status,
        ...(request.error ? { error: request.error } : {}),
      },
      device: deviceError ? { status: 'ERROR', error: deviceError } : { status: 'OK' },
    };
  }

  function parseTimeout(search: URLSearchParams): number {
    const raw = search.get('timeout');
    if (raw === null) return 0;
    const timeout = Number(raw);
    if (!/^\d+$/.test(raw) || timeout > maxTimeoutMs) {
      throw validationException([
        { field: 'timeout', description: `must be an integer from 0 to ${maxTimeoutMs}` },
      ]);
    }
    return timeout;
  }

  function waitForFinal(request: ReceiptRequest, timeoutMs: number): Promise<void> {
    if (timeoutMs === 0 || FINAL.includes(request.status)) return Promise.resolve();
    return new Promise((resolve) => {
      const set = waiters.get(request.id) ?? new Set();
      waiters.set(request.id, set);
      const wake = () => {
        clearTimeout(timer);
        timers.delete(timer);
        set.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      timers.add(timer);
      set.add(wake);
    });
  }

  async function route(request: IncomingMessage): Promise<{ status: number; body?: unknown }> {
    const url = new URL(request.url ?? '/', 'http://printer');
    const path = url.pathname.replace(/\/+$/, '');
    const method = request.method ?? 'GET';
    const receiptId = /^\/api\/v1\/receipt\/([^/]+)$/.exec(path)?.[1];

    if (path === '/api/v1' && method === 'GET') return { status: 200 };

    if (path === '/api/v1/token' && method === 'GET') {
      const result = tokens.request(now());
      if (!result.ok) {
        throw new DeviceException(429, 2, 'Too many token requests', {
          allowed_refresh_date: deviceDate(result.allowedAt),
        });
      }
      return { status: 200, body: tokenBody(result.issued) };
    }

    if (path === '/api/v1/token' && method === 'PATCH') {
      const renewed = tokens.renew(request.headers.authorization, now());
      if (typeof renewed === 'string') {
        throw new DeviceException(401, 4, tokenProblemDescriptions[renewed]);
      }
      return { status: 200, body: tokenBody(renewed) };
    }

    if (path === '/api/v1/receipt' && method === 'POST') {
      authorize(request.headers);
      const text = await readBody(request);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new DeviceException(400, 7, 'JSON parse error');
      }
      const checked = validateReceiptBody(body);
      if (!checked.ok) throw validationException(checked.errors);
      const refused = fault ? faultExceptions[fault] : undefined;
      if (refused) throw refused;
      const stored: ReceiptRequest = {
        id: randomBytes(16).toString('hex'),
        status: 'STORED',
        receipt: checked.receipt,
        storedAt: now(),
      };
      requests.set(stored.id, stored);
      return { status: 201, body: { request: { id: stored.id, status: stored.status } } };
    }

    if (receiptId && method === 'PUT') {
      authorize(request.headers);
      const stored = findRequest(receiptId);
      if (stored.status !== 'STORED') return { status: 200, body: statusBody(stored) };
      print(stored);
      return { status: 200, body: { request: { id: stored.id, status: 'CONFIRMED' } } };
    }

    if (receiptId && method === 'GET') {
      authorize(request.headers);
      const timeout = parseTimeout(url.searchParams);
      const stored = findRequest(receiptId);
      await waitForFinal(stored, timeout);
      return { status: 200, body: statusBody(stored) };
    }

    throw new DeviceException(404, 1, 'Not found');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const cors = corsHeaders(request.headers);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    let result: { status: number; body?: unknown };
    try {
      result = await route(request);
    } catch (error) {
      const exception =
        error instanceof DeviceException ? error : new DeviceException(500, 13, 'Internal error');
      result = {
        status: exception.status,
        body: {
          exception: {
            code: exception.code,
            description: exception.description,
            ...exception.extra,
          },
        },
      };
    }
    if (result.body === undefined) {
      response.writeHead(result.status, { ...cors, 'content-length': '0' }).end();
      return;
    }
    response
      .writeHead(result.status, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify(result.body));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  return {
    url: `http://${host}:${port}`,
    port,
    requests: () => [...requests.values()],
    setFault(next) {
      fault = next;
      if (next !== 'paper-out') deviceError = null;
    },
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((finish) => finish());
    },
    async close() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      waiters.forEach((set) => set.forEach((wake) => wake()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function tokenBody(issued: { token: string; expiresAt: Date }) {
  return { token: issued.token, expiration_date: deviceDate(issued.expiresAt) };
}
