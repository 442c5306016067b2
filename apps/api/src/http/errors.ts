// The one error type services throw, and the handler that turns every error into the
// `{ statusCode, code, message }` contract. Bad input is 400, never 500; 5xx never leak internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { nextTurn } from '../runtime/turns.ts';

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Nie znaleziono') =>
  new AppError('NotFoundException', 404, message);
export const badRequest = (message: string) => new AppError('ValidationException', 400, message);
export const forbidden = (message = 'Brak uprawnień') =>
  new AppError('ForbiddenException', 403, message);
export const conflict = (code: string, message: string) => new AppError(code, 409, message);

/** Where a refused value was, when the schema's issue names no field. */
const PLACES: Record<string, string> = {
  body: 'treść żądania',
  querystring: 'parametry zapytania',
  params: 'adres',
  headers: 'nagłówki',
};

/**
 * Fastify's own refusals (before any route code runs), in Polish: their English texts would
 * otherwise reach the shopper. Keyed by Fastify's error code, else by HTTP status.
 */
const CLIENT_ERRORS_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Nieobsługiwany typ przesyłanych danych (Content-Type)',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Przesłane dane są za duże',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Brak danych: treść żądania JSON jest pusta',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Nieprawidłowy format danych (JSON)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Nieprawidłowa długość przesyłanych danych',
  FST_ERR_BAD_URL: 'Nieprawidłowy adres',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Oczekiwano pliku przesłanego formularzem (multipart)',
  FST_REQ_FILE_TOO_LARGE: 'Plik jest za duży',
  FST_FILES_LIMIT: 'Za dużo plików w jednym żądaniu',
  FST_PARTS_LIMIT: 'Za dużo części formularza w jednym żądaniu',
  FST_FIELDS_LIMIT: 'Za dużo pól formularza w jednym żądaniu',
  FST_PROTO_VIOLATION: 'Nieprawidłowe dane formularza',
};
const CLIENT_ERRORS_BY_STATUS: Record<number, string> = {
  400: 'Nieprawidłowe żądanie',
  404: 'Nie znaleziono',
  405: 'Niedozwolona metoda',
  406: 'Nie można odpowiedzieć w żądanym formacie',
  408: 'Przekroczono czas oczekiwania na żądanie',
  411: 'Brak długości przesyłanych danych',
  413: 'Przesłane dane są za duże',
  414: 'Adres jest za długi',
  415: 'Nieobsługiwany typ przesyłanych danych (Content-Type)',
  431: 'Nagłówki żądania są za duże',
};

function clientErrorMessage(error: FastifyError, status: number): string {
  if (error.code && CLIENT_ERRORS_BY_CODE[error.code]) return CLIENT_ERRORS_BY_CODE[error.code]!;
  // A JSON body that does not parse has no code of its own: secure-json-parse's SyntaxError.
  if (error instanceof SyntaxError) return CLIENT_ERRORS_BY_CODE.FST_ERR_CTP_INVALID_JSON_BODY!;
  return CLIENT_ERRORS_BY_STATUS[status] ?? CLIENT_ERRORS_BY_STATUS[400]!;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ statusCode: error.statusCode, code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = field ? `pole ${field}` : (PLACES[error.validationContext ?? ''] ?? 'dane');
      const message = `Nieprawidłowe dane (${where}): ${issue?.message ?? 'błędna wartość'}`;
      return reply.status(400).send({ statusCode: 400, code: 'ValidationException', message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        statusCode: 429,
        code: 'TooManyRequestsException',
        message: 'Zbyt wiele prób, spróbuj ponownie za chwilę',
      });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        statusCode: status,
        code: error.code ?? 'BadRequestException',
        message: clientErrorMessage(error, status),
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      // The database's other connections were most likely dropped at the same moment; their
      // notices are read in this turn of the event loop. Answering after it lets the pool
      // throw them away first, so the client's next request gets a working connection.
      await nextTurn();
      reply.header('retry-after', '2');
      return reply.status(503).send({
        statusCode: 503,
        code: 'ServiceUnavailableException',
        message: 'Sklep jest chwilowo niedostępny, spróbuj ponownie za chwilę',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      statusCode: 500,
      code: 'InternalServerError',
      message: 'Wystąpił błąd serwera, spróbuj ponownie później',
    });
  });
}
