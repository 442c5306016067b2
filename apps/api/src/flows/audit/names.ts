// The audit trail as staff read it (issue 45): its rows keep ids, as they were written; the
// answer names them. An entry about a product, a drop, a manufacturer, a staff member or a
// customer gets the row's name (`entityName`), an export its kind's label, and a change of a
// reference field (AUDIT_REFERENCE_FIELDS: the drop, the manufacturer) the names in place of the
// ids. A row deleted since is named as such.
import {
  AUDIT_REFERENCE_FIELDS,
  auditExportLabel,
  type AuditChange,
  type AuditEntry,
} from '@shop/shared/audit';
import type { Executor } from '../../db/client.ts';
import { accountOf } from '../../modules/auth/index.ts';
import { listDropNames } from '../../modules/drops/index.ts';
import { listManufacturers, productNames } from '../../modules/products/index.ts';

const GONE = '(usunięty)';

const idsOf = (entries: AuditEntry[], entity: string) => [
  ...new Set(entries.filter((e) => e.entity === entity).map((e) => Number(e.entityId))),
];

/** The e-mails of the accounts among `ids` (staff and customers), one read each. */
async function emails(db: Executor, ids: number[]) {
  const found = await Promise.all(
    ids.map(async (id) => [id, (await accountOf(db, id).catch(() => null))?.email] as const),
  );
  return new Map(found.filter((pair): pair is [number, string] => pair[1] !== undefined));
}

export async function withNames(db: Executor, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const [drops, manufacturers, products, accounts] = await Promise.all([
    listDropNames(db),
    listManufacturers(db),
    productNames(db, idsOf(entries, 'product')),
    emails(db, [...idsOf(entries, 'staff'), ...idsOf(entries, 'customer')]),
  ]);
  const names: Record<string, Map<number, string>> = {
    product: products,
    drop: new Map(drops.map((drop) => [drop.id, drop.name])),
    manufacturer: new Map(manufacturers.map((m) => [m.id, m.name])),
    staff: accounts,
    customer: accounts,
  };
  const references: Record<(typeof AUDIT_REFERENCE_FIELDS)[number], Map<number, string>> = {
    dropId: names.drop!,
    manufacturerId: names.manufacturer!,
  };
  const named = (field: string, value: AuditChange['old']): AuditChange['old'] => {
    const within = references[field as keyof typeof references];
    if (!within || value === null || value === '') return value;
    return within.get(Number(value)) ?? GONE;
  };
  /** A row deleted since: its name as the entry itself wrote it, else that it is gone. */
  const formerName = (entry: AuditEntry) => {
    const change = entry.changes.find((c) => c.field === 'name');
    const name = change?.old ?? change?.new;
    return typeof name === 'string' && name !== '' ? name : GONE;
  };
  return entries.map((entry) => {
    const within = names[entry.entity];
    const entityName =
      entry.entity === 'export'
        ? auditExportLabel(entry.entityId)
        : within && (within.get(Number(entry.entityId)) ?? formerName(entry));
    return {
      ...entry,
      ...(entityName === undefined ? {} : { entityName }),
      changes: entry.changes.map((change) => ({
        ...change,
        old: named(change.field, change.old),
        new: named(change.field, change.new),
      })),
    };
  });
}
