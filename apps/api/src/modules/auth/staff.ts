// Staff managed in the panel (MANAGE_STAFF, docs/staff.md): the list, an invitation by e-mail (a
// new account without a password and a single-use link to set one, through the outbox), new
// scopes, and switching an account off. New scopes and switching off end the person's sessions
// at once on every replica (decision 011). Each change is in the audit trail. The CLI
// (`create-staff`) stays for the first account.
import { STAFF_INVITE_VALID_MS, type Scope, type StaffMember } from '@shop/shared/scopes';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { queueAccountEmail } from '../mail/service.ts';
import { newPasswordLink } from './password-reset.ts';
import * as repo from './repository.ts';
import type { Sessions } from './sessions.ts';

const NOT_STAFF = 'Nie znaleziono pracownika';

/** The database, and the sessions a change of scopes or a switch-off ends (decision 011). */
export interface StaffDeps {
  db: Db;
  sessions: Sessions;
}

function toStaffMember(row: repo.UserRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    scopes: row.scopes as Scope[],
    createdAt: row.createdAt.toISOString(),
    invited: row.passwordHash === '',
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  return (await repo.findStaff(db)).map(toStaffMember);
}

export async function inviteStaff(
  db: Db,
  invite: { email: string; scopes: Scope[] },
  actor: AuditActor,
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const row = await repo.insertUser(tx, {
      email: invite.email,
      phone: null,
      // No password until the link sets one: no password verifies against an empty hash.
      passwordHash: '',
      scopes: invite.scopes,
    });
    if (!row) {
      throw conflict(
        'AccountExistsException',
        'Konto z tym adresem już istnieje: zmień jego uprawnienia na liście pracowników',
      );
    }
    const token = await newPasswordLink(tx, row.id, now, STAFF_INVITE_VALID_MS);
    await queueAccountEmail(tx, {
      kind: 'STAFF_INVITE',
      to: row.email,
      now,
      data: { resetToken: token },
    });
    await recordAudit(
      tx,
      actor,
      {
        entity: 'staff',
        entityId: row.id,
        action: 'staff.invite',
        changes: [{ field: 'scopes', old: null, new: invite.scopes.join(', ') }],
        note: row.email,
      },
      now,
    );
    return toStaffMember(row);
  });
}

async function lockStaff(tx: Executor, id: number) {
  const row = await repo.lockUser(tx, id);
  if (!row || (row.scopes.length === 0 && !row.deactivatedAt)) throw notFound(NOT_STAFF);
  return row;
}

export async function setStaffScopes(
  { db, sessions }: StaffDeps,
  id: number,
  scopes: Scope[],
  actor: AuditActor,
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const before = await lockStaff(tx, id);
    if (id === actor.staffId && !scopes.includes('MANAGE_STAFF')) {
      throw conflict('OwnScopesException', 'Nie możesz odebrać sobie uprawnienia „Pracownicy”');
    }
    const row = await repo.updateStaff(tx, id, { scopes });
    await sessions.end(tx, id);
    const changes = [{ field: 'scopes', old: before.scopes.join(', '), new: scopes.join(', ') }];
    await recordAudit(
      tx,
      actor,
      { entity: 'staff', entityId: id, action: 'staff.scopes', changes, note: row.email },
      now,
    );
    return toStaffMember(row);
  });
}

export async function deactivateStaff(
  { db, sessions }: StaffDeps,
  id: number,
  actor: AuditActor,
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const before = await lockStaff(tx, id);
    if (id === actor.staffId) {
      throw conflict('OwnAccountException', 'Nie możesz wyłączyć własnego konta');
    }
    if (before.deactivatedAt) return toStaffMember(before);
    const row = await repo.updateStaff(tx, id, { deactivatedAt: now });
    await sessions.end(tx, id);
    await recordAudit(
      tx,
      actor,
      {
        entity: 'staff',
        entityId: id,
        action: 'staff.deactivate',
        changes: [{ field: 'deactivatedAt', old: null, new: now.toISOString() }],
        note: row.email,
      },
      now,
    );
    return toStaffMember(row);
  });
}
