// The error answers a route documents: each status with the shop's one error body
// ({ statusCode, code, message }, the message in Polish), so a route lists only its statuses.
import { errorBodySchema } from '@shop/shared/http';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/** `{ 400: errorBodySchema, 404: errorBodySchema }` for errorAnswers(400, 404). */
export function errorAnswers<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [K in S[number]]: typeof errorBodySchema;
  };
}
