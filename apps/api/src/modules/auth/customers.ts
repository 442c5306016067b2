// Customers' accounts as staff see them (READ_CUSTOMERS, docs/customers.md): found by e-mail or
// phone, read with their block, and blocked or unblocked with a reason. A block ends the
// customer's sessions at once on every replica and refuses their logins; the audit trail keeps
// who did it, when and why. Staff accounts are not customers here (see staff.ts).
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import * as repo from './repository.ts';
import { isAnonymised } from '@shop/shared/accounts';
import type { Sessions } from './sessions.ts';

const NOT_A_CUSTOMER = 'Nie znaleziono klienta';

const isCustomer = (row: repo.UserRow | undefined): row is repo.UserRow =>
  row !== undefined && row.scopes.length === 0 && !isAnonymised(row.email);

/** Customers whose e-mail or phone contains `text`, or whose ids another module found. */
export async function findCustomers(ex: Executor, text: string, ids: number[], limit = 50) {
  return repo.findCustomers(ex, text, ids, limit);
}

/** The customer's account with its block; 404 for a staff account or none. */
export async function customerAccount(ex: Executor, id: number) {
  const row = await repo.findUserById(ex, id);
  if (!isCustomer(row)) throw notFound(NOT_A_CUSTOMER);
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    blockedAt: row.blockedAt?.toISOString() ?? null,
    blockReason: row.blockReason,
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
    termsVersion: row.termsVersion,
  };
}

/** Blocks (with `reason`) or unblocks the customer; a repeat is a 409, nothing changes. */
export async function setCustomerBlock(
  { db, sessions }: { db: Db; sessions: Sessions },
  id: number,
  change: { block: boolean; reason: string },
  actor: AuditActor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await repo.lockUser(tx, id);
    if (!isCustomer(row)) throw notFound(NOT_A_CUSTOMER);
    if ((row.blockedAt !== null) === change.block) {
      throw conflict(
        'BlockUnchangedException',
        change.block ? 'To konto jest już zablokowane' : 'To konto nie jest zablokowane',
      );
    }
    const updated = await repo.setBlock(
      tx,
      id,
      change.block ? { at: now, reason: change.reason } : null,
    );
    // Either change ends the sessions: a block at once, an unblock so nothing from before counts.
    await sessions.end(tx, id);
    await recordAudit(
      tx,
      actor,
      {
        entity: 'customer',
        entityId: id,
        action: change.block ? 'customer.block' : 'customer.unblock',
        changes: [
          {
            field: 'blockedAt',
            old: row.blockedAt?.toISOString() ?? null,
            new: updated.blockedAt?.toISOString() ?? null,
          },
        ],
        note: change.reason,
      },
      now,
    );
    return updated;
  });
}
