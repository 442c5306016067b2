// The audit trail (docs/audit.md): staff actions that change money, stock or state, each written
// by the module making the change in that change's own transaction, so an entry exists exactly
// when its change does. Entries are only added, never changed.
//
// Exported for other modules:
//   actorOf(request): AuditActor          the staff member and client address of a request
//   recordAudit(tx, actor, entry, now)    one entry
//   changesBetween(before, after, fields) the fields whose values differ, old and new
//   listAudit(executor, query)            newest first, filtered (GET /api/admin/audit)
import type { FastifyRequest } from 'fastify';
import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { warsawDays } from '@shop/shared/warsaw-time';
import type { AuditChange, AuditEntry, AuditQuery } from '@shop/shared/audit';
import type { Executor } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { currentUser } from '../../http/auth-guard.ts';
import { containing } from '../../db/like.ts';

export interface AuditActor {
  staffId: number;
  email: string;
  /** The client's address as the shop sees it (behind TRUST_PROXY, the forwarded one). */
  address: string | null;
}

export interface AuditRecord {
  entity: string;
  entityId: string | number;
  action: string;
  changes?: AuditChange[];
  note?: string | null;
}

/** A lone surrogate (text the database keeps, but jsonb refuses) as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function actorOf(request: FastifyRequest): AuditActor {
  const user = currentUser(request);
  return { staffId: user.id, email: user.email, address: request.ip ?? null };
}

export async function recordAudit(
  executor: Executor,
  actor: AuditActor,
  record: AuditRecord,
  now: Date,
): Promise<void> {
  await executor.insert(auditEvents).values({
    at: now,
    staffId: actor.staffId,
    staffEmail: actor.email,
    clientAddress: actor.address,
    entity: record.entity,
    entityId: String(record.entityId),
    action: record.action,
    changes: record.changes ?? [],
    note: record.note?.replace(LONE_SURROGATE, '\uFFFD') ?? null,
  });
}

type Value = AuditChange['old'];
const comparable = (value: unknown): Value => {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  return value as Value;
};

/** The `fields` whose values differ between `before` and `after`, with both values. */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): AuditChange[] {
  return fields
    .map((field) => ({ field, old: comparable(before[field]), new: comparable(after[field]) }))
    .filter((change) => change.old !== change.new);
}

function toEntry(row: typeof auditEvents.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staffEmail: row.staffEmail,
    clientAddress: row.clientAddress,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    changes: row.changes,
    note: row.note,
  };
}

/** Entries newest first, `count` at a time; `before` (an id) pages back. Days are Warsaw's. */
export async function listAudit(executor: Executor, query: AuditQuery) {
  const where: (SQL | undefined)[] = [
    query.entity ? eq(auditEvents.entity, query.entity) : undefined,
    query.id ? eq(auditEvents.entityId, query.id) : undefined,
    query.staff ? ilike(auditEvents.staffEmail, containing(query.staff)) : undefined,
    query.before ? lt(auditEvents.id, query.before) : undefined,
  ];
  if (query.from) where.push(gte(auditEvents.at, warsawDays(query.from, query.from).from));
  if (query.to) where.push(lt(auditEvents.at, warsawDays(query.to, query.to).to));
  const rows = await executor
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.id))
    .limit(query.count + 1);
  const items = rows.slice(0, query.count).map(toEntry);
  return { items, before: rows.length > query.count ? items.at(-1)!.id : null };
}
