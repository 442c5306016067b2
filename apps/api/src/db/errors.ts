// PostgreSQL errors as the API meets them: Drizzle wraps the driver's error (node-postgres or
// PGlite) as its `cause`, so the SQLSTATE may sit one or more levels down.

export interface DatabaseError {
  /** SQLSTATE, e.g. 23505 unique_violation, 23503 foreign_key_violation, P0001 raise_exception. */
  code: string;
  message: string;
  detail?: string;
}

/** The database's own error inside `error`, if there is one. */
export function databaseError(error: unknown): DatabaseError | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, message, detail } = e as Partial<DatabaseError>;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, message: message ?? '', detail };
    }
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => databaseError(error)?.code === '23505';

/** SQLSTATE of RAISE EXCEPTION in our SQL functions; the message says which guard refused. */
export const RAISED = 'P0001';

/**
 * SQLSTATEs and socket errors of a database that cannot answer now: its connection was ended
 * (57P01 by an administrator or a failover), it is starting or stopping (57P02, 57P03), the
 * connection failed (08xxx), it has no connection left (53300), or a statement ran past its
 * timeout (57014).
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57014',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
// node-postgres reports these without a code.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|Client was closed|not currently accepting connections/i;

/** Codes and messages of a connection the database ended or that broke (not a timeout). */
const LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNRESET',
  'EPIPE',
]);
const LOST_MESSAGES = /Connection terminated|connection error|Client was closed/i;

/** Whether `error` or one of its causes carries one of `codes` or a message `messages` matches. */
function inCauseChain(error: unknown, codes: ReadonlySet<string>, messages: RegExp): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && codes.has(code)) return true;
    if (typeof message === 'string' && messages.test(message)) return true;
  }
  return false;
}

/** Whether `error` says the connection it ran on is gone: the others likely went with it. */
export const isConnectionLost = (error: unknown) => inCauseChain(error, LOST_CODES, LOST_MESSAGES);

/** Whether `error` says the database could not answer now (rather than refusing the query). */
export const isDatabaseUnavailable = (error: unknown) =>
  inCauseChain(error, UNAVAILABLE_CODES, UNAVAILABLE_MESSAGES);
