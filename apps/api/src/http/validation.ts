// Input checks shared by modules: the first problem found by a shared zod schema becomes a 400
// whose message is the schema's own (the spec's exact texts), not a generic wrapper.
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Parses `input` with `schema` or throws a 400 with the first issue's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Nieprawidłowe dane');
  return result.data;
}

/**
 * preHandler for routes declared with `attachValidation: true`: runs after the auth guards (so
 * a guest gets 401/403 before any hint about the input) and rejects invalid input with the
 * schema's message.
 */
export async function rejectInvalid(request: FastifyRequest) {
  const error = request.validationError;
  if (!error) return;
  const message = hasZodFastifySchemaValidationErrors(error)
    ? error.validation[0]?.message
    : error.message;
  throw badRequest(message ?? 'Nieprawidłowe dane');
}
