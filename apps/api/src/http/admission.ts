// The lobby's admission check, as the routes that put a drop's products in a cart or an order
// call it (`app.admission.check`); flows/lobby/admission.ts decides. See decision 031.
import type { FastifyRequest } from 'fastify';
import { ADMISSION_HEADER } from '@shop/shared/lobby';

export interface AdmissionGate {
  /** Refuses (403) a product of a drop whose lobby runs unless the request carries an admission. */
  check(request: FastifyRequest, productIds: readonly number[]): Promise<void>;
}

/** The admission tokens a request carries (X-Admission-Token, comma-separated). */
export function admissionTokensOf(request: FastifyRequest): string[] {
  const header = request.headers[ADMISSION_HEADER];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token.length > 0)
    .slice(0, 10);
}

declare module 'fastify' {
  interface FastifyInstance {
    admission: AdmissionGate;
  }
}
