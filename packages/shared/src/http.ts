// Wire-level contracts shared by the API and the web client: pagination and the error body.
import { z } from 'zod';

export const pageQuerySchema = z.object({
  // A page beyond what any list holds; keeps page x count inside the database's OFFSET.
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int() });
export type Page<T> = { items: T[]; totalCount: number };

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
});

/** Largest value of a PostgreSQL `integer` column (ids, grosze, stock). */
export const DB_INT_MAX = 2_147_483_647;

/** A database id in a path or query: a positive integer that fits the `integer` columns. */
export const idSchema = z.coerce
  .number({ error: 'Nieprawidłowy identyfikator' })
  .int('Nieprawidłowy identyfikator')
  .min(1, 'Nieprawidłowy identyfikator')
  .max(DB_INT_MAX, 'Nieprawidłowy identyfikator');

export const idParamSchema = z.object({ id: idSchema });

/** ISO 8601 date-time as sent over the wire. */
export const isoDateTime = z.iso.datetime({ offset: true });
