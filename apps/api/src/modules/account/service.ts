// A shopper's addresses and invoice details. Each user has exactly one default of each kind
// once they have any: the first row becomes the default, `isDefault: true` moves it, and
// deleting the default promotes the oldest remaining row. `isDefault: false` never leaves a
// user without a default, so it does not unset it.
import type {
  Address,
  AddressInput,
  InvoiceDetails,
  InvoiceDetailsInput,
} from '@shop/shared/accounts';
import type { Page, PageQuery } from '@shop/shared/http';
import type { Db, Executor } from '../../db/client.ts';
import { addresses, invoiceDetails } from '../../db/schema/account.ts';
import { ilike, inArray } from 'drizzle-orm';
import { conflict, notFound } from '../../http/errors.ts';
import { lockAccount } from '../auth/index.ts';
import {
  clearDefault,
  deleteAllOwned,
  deleteOwned,
  countOwned,
  insertOwned,
  listOwned,
  promoteOldest,
  updateOwned,
  type OwnedFields,
  type OwnedRow,
  type OwnedTable,
} from './repository.ts';
import { containing } from '../../db/like.ts';

/** One page of the list (the API's largest page) always holds all of a user's rows. */
export const MAX_OWNED_ROWS = 100;
const tooMany = () =>
  conflict('LimitExceededException', `Można zapisać najwyżej ${MAX_OWNED_ROWS} pozycji`);

interface OwnedListService<Input, Dto> {
  list(db: Db, userId: number, page: PageQuery): Promise<Page<Dto>>;
  create(db: Db, userId: number, input: Input): Promise<Dto>;
  update(db: Db, userId: number, id: number, input: Input): Promise<Dto>;
  remove(db: Db, userId: number, id: number): Promise<void>;
  /** All of the user's rows (at most MAX_OWNED_ROWS), for their data export. */
  all(ex: Executor, userId: number): Promise<Dto[]>;
  /** Account deletion: every row of the user goes; orders keep their own copies. */
  eraseAll(ex: Executor, userId: number): Promise<void>;
}

/** The same default-keeping rules for every kind of owned row. */
function ownedListService<
  T extends OwnedTable,
  Input extends OwnedFields<T> & { isDefault?: boolean },
  Dto,
>(table: T, toDto: (row: OwnedRow<T>) => Dto, missing: string): OwnedListService<Input, Dto> {
  // Input extends OwnedFields<T>, so without the flag it is exactly the writable columns.
  const fieldsOf = ({ isDefault: _ignored, ...fields }: Input) =>
    fields as unknown as OwnedFields<T>;
  return {
    async list(db, userId, page) {
      const { rows, total } = await listOwned(db, table, userId, page);
      return { items: rows.map(toDto), totalCount: total };
    },
    create: (db, userId, input) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const existing = await countOwned(tx, table, userId);
        if (existing >= MAX_OWNED_ROWS) throw tooMany();
        const isDefault = input.isDefault === true || existing === 0;
        if (isDefault) await clearDefault(tx, table, userId);
        return toDto(await insertOwned(tx, table, userId, fieldsOf(input), isDefault));
      }),
    update: (db, userId, id, input) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        if (input.isDefault === true) await clearDefault(tx, table, userId, id);
        const fields =
          input.isDefault === true
            ? { ...fieldsOf(input), isDefault: true as const }
            : fieldsOf(input);
        const row = await updateOwned(tx, table, userId, id, fields);
        // Throwing rolls back the cleared default too.
        if (!row) throw notFound(missing);
        return toDto(row);
      }),
    remove: (db, userId, id) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const row = await deleteOwned(tx, table, userId, id);
        if (!row) throw notFound(missing);
        if (row.isDefault) await promoteOldest(tx, table, userId);
      }),
    async all(ex, userId) {
      const { rows } = await listOwned(ex, table, userId, { page: 0, count: MAX_OWNED_ROWS });
      return rows.map(toDto);
    },
    eraseAll: (ex, userId) => deleteAllOwned(ex, table, userId),
  };
}

export const addressService = ownedListService<typeof addresses, AddressInput, Address>(
  addresses,
  (row) => ({
    id: row.id,
    name: row.name,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    isDefault: row.isDefault,
  }),
  'Nie znaleziono adresu',
);

export const invoiceDetailsService = ownedListService<
  typeof invoiceDetails,
  InvoiceDetailsInput,
  InvoiceDetails
>(
  invoiceDetails,
  (row) => ({
    id: row.id,
    name: row.name,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    taxId: row.taxId,
    isDefault: row.isDefault,
  }),
  'Nie znaleziono danych do faktury',
);

/** Accounts with an address whose name contains `text` (any case), at most `limit`. */
export async function accountsNamed(ex: Executor, text: string, limit: number) {
  const pattern = containing(text);
  const rows = await ex
    .selectDistinct({ userId: addresses.userId })
    .from(addresses)
    .where(ilike(addresses.name, pattern))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** The names on the accounts' addresses: user id -> names. */
export async function namesOf(ex: Executor, userIds: number[]) {
  const names = new Map<number, string[]>();
  if (userIds.length === 0) return names;
  const rows = await ex
    .selectDistinct({ userId: addresses.userId, name: addresses.name })
    .from(addresses)
    .where(inArray(addresses.userId, userIds));
  for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.name]);
  return names;
}
