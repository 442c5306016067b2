// The one error type services throw, and the handler that turns every error into the
// `{ statusCode, code, message }` contract. Bad input is 400, never 500; 5xx never leak internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ statusCode: error.statusCode, code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = issue?.instancePath
        ? issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
        : error.validationContext;
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
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      return reply.status(status).send({
        statusCode: status,
        code: error.code ?? 'BadRequestException',
        message: error.message,
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
