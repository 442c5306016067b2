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
