// Browser-page security headers (helmet's set: CSP, frame and referrer rules...) belong on
// pages, not on API answers, where they would only add about a kilobyte to every response. The
// set is computed once at start; JSON answers get just `nosniff`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The headers helmet would set with `options`, read once from a stand-in response. */
export function pageSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Every answer that is not JSON (pages, scripts, the payment simulator) gets `headers`. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) {
      reply.header('x-content-type-options', 'nosniff');
    } else {
      reply.headers(headers);
    }
    done(null, payload);
  });
}

/**
 * onSend hook of the API: an answer no route marked as cacheable (personal data: cart, orders,
 * account) is stored by no browser, proxy or CDN.
 */
export function noStoreByDefault(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  done(null, payload);
}
