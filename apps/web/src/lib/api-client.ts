// The one way the web app talks to the API: base URL from /config.json, JSON in and out,
// the bearer token when logged in, errors as ApiError, optional zod parsing of answers.
// A 401 to a request that carried a token means the session is no longer accepted: it is
// cleared (the route guards then send the user to /login).
import type { z } from 'zod';
import { errorBodySchema } from '@shop/shared/http';
import { authStore } from './auth-store.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/** A failed call: HTTP status (0 when the server could not be reached), stable code, message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

let send: typeof fetch = (input, init) => fetch(input, init);

/** On the server, API reads go to the server itself instead of over the network. */
export function sendApiRequestsWith(transport: typeof fetch) {
  send = transport;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is for FormData (multipart uploads). */
  body?: unknown;
  /** Query parameters; null/undefined are left out, arrays become comma lists. */
  query?: Query;
  /** Parses (and types) the answer; a mismatch is an error, not silently wrong data. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** More request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

/** The full address of an API path, e.g. for an EventSource, which cannot go through fetch. */
export function apiUrl(path: string, query?: Query): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  if (!search) return `${base}${path}`;
  return `${base}${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success
    ? new ApiError(response.status, parsed.data.code, parsed.data.message)
    : new ApiError(response.status, 'HttpError', `Błąd serwera (${response.status})`);
}

/** Calls `path` (relative to the API base, e.g. "/users/me/addresses"). */
export async function apiRequest<T = unknown>(
  path: string,
  { method = 'GET', body, query, schema, signal, headers: extra }: RequestOptions<T> = {},
): Promise<T> {
  const session = authStore.getSession();
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  if (session) headers.authorization = `Bearer ${session.token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await send(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NetworkError', 'Brak połączenia z serwerem, spróbuj ponownie');
  }

  if (!response.ok) {
    if (response.status === 401 && session) authStore.logout();
    throw await readError(response);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return schema ? schema.parse(data) : (data as T);
}

/** A file the API answers (a PDF, an XML), with the name its Content-Disposition gives. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** GET `path` as a file, with the session's token; failures are ApiErrors as for JSON calls. */
export async function apiFile(path: string): Promise<ApiFile> {
  const session = authStore.getSession();
  let response: Response;
  try {
    response = await send(apiUrl(path), {
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'NetworkError', 'Brak połączenia z serwerem, spróbuj ponownie');
  }
  if (!response.ok) {
    if (response.status === 401 && session) authStore.logout();
    throw await readError(response);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? null;
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return {
    blob: await response.blob(),
    filename: filename ? decodeURIComponent(filename) : plain,
  };
}

/** An upload's answer: its status and JSON body (a 2xx, or one of the statuses asked to keep). */
export interface Uploaded {
  status: number;
  data: unknown;
}

/**
 * POSTs a form with upload progress (fetch reports none): `onProgress` gets the share sent,
 * 0-1. Answers with `keep` statuses (e.g. a 422 whose body is a report) resolve like a 2xx;
 * other failures are ApiErrors as for JSON calls.
 */
export function apiUpload(
  path: string,
  form: FormData,
  options: { query?: Query; keep?: number[]; onProgress?: (share: number) => void } = {},
): Promise<Uploaded> {
  const session = authStore.getSession();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, options.query));
    xhr.setRequestHeader('accept', 'application/json');
    if (session) xhr.setRequestHeader('authorization', `Bearer ${session.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NetworkError', 'Brak połączenia z serwerem, spróbuj ponownie'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      const ok = (xhr.status >= 200 && xhr.status < 300) || options.keep?.includes(xhr.status);
      if (ok) return resolve({ status: xhr.status, data });
      if (xhr.status === 401 && session) authStore.logout();
      const parsed = errorBodySchema.safeParse(data);
      reject(
        parsed.success
          ? new ApiError(xhr.status, parsed.data.code, parsed.data.message)
          : new ApiError(xhr.status, 'HttpError', `Błąd serwera (${xhr.status})`),
      );
    };
    xhr.send(form);
  });
}

type Options<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

/** Shorthands: api.get(path, {schema, query}), api.post(path, body, {schema}), ... */
export const api = {
  get: <T = unknown>(path: string, options?: Options<T>) => apiRequest<T>(path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * A message to show for a failed call: the server's own (Polish) message for every refusal (4xx:
 * bad input, a missing login or right, the lobby's admission, conflicts, absent rows, rate
 * limits), else `fallback` (server or network trouble).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}
