// The staff browser's client of the Novitus NoviApi receipt printer on the local network
// (docs/integrations.md). The printer gives at most 10 tokens an hour and forgets the current one
// when asked more often, so the token is kept (per printer address, across page loads) until
// it expires and renewed with PATCH shortly before; a new one is asked for only when there is
// none or the printer no longer accepts it.
import type { NoviApiReceiptBody } from './build-receipt.ts';

/** A failed printer call: HTTP status (0 when unreachable) and the device's error code. */
export class PrinterError extends Error {
  override readonly name = 'PrinterError';

  constructor(
    readonly status: number,
    readonly code: number | null,
    readonly description: string,
  ) {
    super(code === null ? description : `${description} (kod ${code})`);
  }
}

export type PrintRequestStatus = 'STORED' | 'QUEUED' | 'PENDING' | 'DONE' | 'ERROR' | 'UNKNOWN';
export const FINAL_STATUSES: readonly PrintRequestStatus[] = ['DONE', 'ERROR'];

interface DeviceError {
  code: number;
  description: string;
}

export interface PrintRequestState {
  request: { id: string; status: PrintRequestStatus; error?: DeviceError };
  device: { status: 'OK' | 'ERROR'; error?: DeviceError };
}

interface StoredToken {
  printerUrl: string;
  token: string;
  /** ms since epoch, from the printer's expiration_date. */
  expiresAt: number;
}

const TOKEN_KEY = 'shop.printer.token';
/** Renew this long before the printer's expiry (clocks and slow networks differ). */
const RENEW_BEFORE_MS = 60_000;

function readToken(printerUrl: string): StoredToken | null {
  try {
    const stored = JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null') as StoredToken | null;
    return stored?.printerUrl === printerUrl && typeof stored.token === 'string' ? stored : null;
  } catch {
    return null;
  }
}

function writeToken(printerUrl: string, answer: unknown): string {
  const { token, expiration_date: expiration } = (answer ?? {}) as Record<string, unknown>;
  const expiresAt = typeof expiration === 'string' ? Date.parse(expiration) : NaN;
  if (typeof token !== 'string' || Number.isNaN(expiresAt)) {
    throw new PrinterError(200, null, 'Drukarka zwróciła nieprawidłowy token');
  }
  const stored: StoredToken = { printerUrl, token, expiresAt };
  localStorage.setItem(TOKEN_KEY, JSON.stringify(stored));
  return token;
}

const forgetToken = () => localStorage.removeItem(TOKEN_KEY);

/** "192.168.1.50:8888/" -> "http://192.168.1.50:8888" (printers on the LAN speak plain HTTP). */
export function normalizePrinterUrl(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

async function readException(response: Response): Promise<PrinterError> {
  const body = (await response.json().catch(() => null)) as {
    exception?: { code?: unknown; description?: unknown };
  } | null;
  const code = body?.exception?.code;
  const description = body?.exception?.description;
  return new PrinterError(
    response.status,
    typeof code === 'number' ? code : null,
    typeof description === 'string' ? description : `Błąd drukarki (HTTP ${response.status})`,
  );
}

export class NoviApiClient {
  private readonly baseUrl: string;

  constructor(printerUrl: string) {
    this.baseUrl = normalizePrinterUrl(printerUrl);
  }

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, init);
    } catch (error) {
      throw Object.assign(new PrinterError(0, null, 'Brak połączenia z drukarką'), {
        cause: error,
      });
    }
    if (!response.ok) throw await readException(response);
    return response;
  }

  /** GET /api/v1: the printer answers at this address. */
  async testConnection(): Promise<void> {
    await this.call('/api/v1');
  }

  private async newToken(): Promise<string> {
    const response = await this.call('/api/v1/token');
    return writeToken(this.baseUrl, await response.json());
  }

  private async token(): Promise<string> {
    const stored = readToken(this.baseUrl);
    if (!stored) return this.newToken();
    if (stored.expiresAt - RENEW_BEFORE_MS > Date.now()) return stored.token;
    try {
      const response = await this.call('/api/v1/token', {
        method: 'PATCH',
        headers: { authorization: `Bearer ${stored.token}` },
      });
      return writeToken(this.baseUrl, await response.json());
    } catch (error) {
      if (!(error instanceof PrinterError && error.status === 401)) throw error;
      return this.newToken(); // expired or replaced: only a new one helps
    }
  }

  /** A call with the token; once more with a fresh token if the printer refused it (401). */
  private async authorized(path: string, init: RequestInit = {}): Promise<Response> {
    const send = async () =>
      this.call(path, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${await this.token()}` },
      });
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof PrinterError && error.status === 401)) throw error;
      forgetToken();
      return send();
    }
  }

  /** POST /api/v1/receipt: stores the receipt (nothing prints yet); answers its request id. */
  async sendReceipt(body: NoviApiReceiptBody): Promise<string> {
    const response = await this.authorized('/api/v1/receipt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { request?: { id?: unknown } };
    if (typeof answer.request?.id !== 'string') {
      throw new PrinterError(response.status, null, 'Drukarka nie podała numeru paragonu');
    }
    return answer.request.id;
  }

  /** PUT /api/v1/receipt/{id}: confirms the stored receipt, which then prints. */
  async confirmReceipt(id: string): Promise<void> {
    await this.authorized(`/api/v1/receipt/${encodeURIComponent(id)}`, { method: 'PUT' });
  }

  /** GET /api/v1/receipt/{id}?timeout: the printer answers when printing ends or time is up. */
  async receiptState(id: string, timeoutMs: number): Promise<PrintRequestState> {
    const response = await this.authorized(
      `/api/v1/receipt/${encodeURIComponent(id)}?timeout=${timeoutMs}`,
    );
    return (await response.json()) as PrintRequestState;
  }
}
