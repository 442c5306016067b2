// The manufacturers registry (GPSR art. 19 a and b, decision 028): staff keep each manufacturer
// once (name or trade mark, postal and electronic address, the EU responsible person of one
// outside the EU) and products name it by id. Its SQL lives here: the table is this module's
// and nothing else reads it.
//   listManufacturers(executor): Promise<Manufacturer[]>                 by name
//   createManufacturer / updateManufacturer(executor, [id,] data, actor, now)  409 on a name in
//       use; a staff member's change is in the audit trail (`manufacturer.create`, `.update`;
//       the demo seed gives no actor)
//   toManufacturer(row): Manufacturer                                    also for product reads
import { asc, eq, sql } from 'drizzle-orm';
import type { Manufacturer, NewManufacturer } from '@shop/shared/product-safety';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { manufacturers } from '../../db/schema/products.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { changesBetween, recordAudit, type AuditActor } from '../audit/index.ts';

export type ManufacturerRow = typeof manufacturers.$inferSelect;

export const MANUFACTURER_NOT_FOUND = 'Nie znaleziono producenta';
const NAME_IN_USE = (name: string) =>
  conflict('ManufacturerExists', `Producent „${name}” jest już w rejestrze: wybierz go z listy`);

export function toManufacturer(row: ManufacturerRow): Manufacturer {
  return {
    id: row.id,
    name: row.name,
    postalAddress: row.postalAddress,
    email: row.email,
    website: row.website,
    euResponsible: row.outsideEu
      ? {
          name: row.euResponsibleName!,
          postalAddress: row.euResponsibleAddress!,
          email: row.euResponsibleEmail!,
        }
      : null,
  };
}

/** Columns from a checked body: the EU responsible person is kept only for one outside the EU. */
function toColumns(data: NewManufacturer) {
  const outside = data.outsideEu;
  return {
    name: data.name,
    postalAddress: data.postalAddress,
    email: data.email,
    website: data.website,
    outsideEu: outside,
    euResponsibleName: outside ? data.euResponsibleName : null,
    euResponsibleAddress: outside ? data.euResponsibleAddress : null,
    euResponsibleEmail: outside ? data.euResponsibleEmail : null,
  };
}

export async function listManufacturers(executor: Executor): Promise<Manufacturer[]> {
  const rows = await executor
    .select()
    .from(manufacturers)
    .orderBy(asc(sql`catalogue_fold(${manufacturers.name})`), asc(manufacturers.id));
  return rows.map(toManufacturer);
}

/** Runs a write; a name another manufacturer has (folded: case and diacritics) answers 409. */
async function unlessNameInUse<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw NAME_IN_USE(name);
    throw error;
  }
}

/** The fields the audit trail compares. */
const AUDITED = [
  'name',
  'postalAddress',
  'email',
  'website',
  'outsideEu',
  'euResponsibleName',
  'euResponsibleAddress',
  'euResponsibleEmail',
] as const;

/** Writes the entry when staff made the change (`actor`). */
async function audit(
  tx: Executor,
  actor: AuditActor | undefined,
  id: number,
  action: string,
  changes: ReturnType<typeof changesBetween>,
  now: Date,
) {
  if (actor && changes.length > 0) {
    await recordAudit(tx, actor, { entity: 'manufacturer', entityId: id, action, changes }, now);
  }
}

export function createManufacturer(
  executor: Executor,
  data: NewManufacturer,
  actor: AuditActor | undefined,
  now: Date,
): Promise<Manufacturer> {
  return unlessNameInUse(data.name, () =>
    executor.transaction(async (tx) => {
      const [row] = await tx
        .insert(manufacturers)
        .values({ ...toColumns(data), createdAt: now, updatedAt: now })
        .returning();
      await audit(
        tx,
        actor,
        row!.id,
        'manufacturer.create',
        changesBetween({}, row!, AUDITED),
        now,
      );
      return toManufacturer(row!);
    }),
  );
}

/** Edits a manufacturer; its products' pages show the change at once (migration 0029's trigger). */
export function updateManufacturer(
  executor: Executor,
  id: number,
  data: NewManufacturer,
  actor: AuditActor,
  now: Date,
): Promise<Manufacturer> {
  return unlessNameInUse(data.name, () =>
    executor.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(manufacturers)
        .where(eq(manufacturers.id, id))
        .for('update');
      if (!before) throw notFound(MANUFACTURER_NOT_FOUND);
      const [row] = await tx
        .update(manufacturers)
        .set({ ...toColumns(data), updatedAt: now })
        .where(eq(manufacturers.id, id))
        .returning();
      await audit(tx, actor, id, 'manufacturer.update', changesBetween(before, row!, AUDITED), now);
      return toManufacturer(row!);
    }),
  );
}

export async function manufacturerExists(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(eq(manufacturers.id, id));
  return row !== undefined;
}
