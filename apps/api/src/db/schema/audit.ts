// The audit trail. Owned by modules/audit. Mirrors migrations/0038_audit_events.sql.
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AuditChange } from '@shop/shared/audit';
import { users } from './auth.ts';
import { timestamptz } from './columns.ts';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    clientAddress: text('client_address'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    note: text('note'),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_events_staff_idx').on(t.staffId, t.id),
    index('audit_events_at_idx').on(t.at, t.id),
  ],
);
