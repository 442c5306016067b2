// The one input check of every route: its zod schema (bodies, queries and path parameters),
// compiled by fastify-type-provider-zod, with two additions: control characters (NUL and the
// like, which PostgreSQL refuses in text) are refused in any string before the schema runs,
// and zod's own messages are Polish (@shop/shared/polish-errors). A refusal is a 400 whose
// message is the schema's own text.
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  validatorCompiler as zodValidatorCompiler,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

// C0 controls but tab, line feed and carriage return (multi-line descriptions), and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Tekst zawiera niedozwolone znaki sterujące';

/** Whether `value` holds a string with a control character anywhere inside. */
export function hasControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const values = Array.isArray(value) ? value : Object.entries(value).flat();
  return values.some((item) => hasControlCharacter(item, depth + 1));
}

/** zod's validator compiler, refusing control characters before the schema sees the input. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    if (hasControlCharacter(data)) return { error: badRequest(CONTROL_CHARACTER_MESSAGE) };
    return validate(data);
  };
};

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
