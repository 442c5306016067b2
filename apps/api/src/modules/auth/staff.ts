// Staff managed in the panel (MANAGE_STAFF, docs/staff.md): the list, an invitation by e-mail (a
// new account without a password and a single-use link to set one, through the outbox), new
// scopes, and switching an account off. New scopes and switching off end the person's sessions
// at once on every replica (decision 011). Each change is in the audit trail. The CLI
// (`create-staff`) stays for the first account.
//
// Who may do what (decision 036): a member grants, takes away, or invites with only scopes it
// holds itself (read from the database, not from its token), never changes its own scopes, and
// switches off only accounts whose every scope it holds. The owner (ADMIN_EMAIL,
// `cli create-staff --owner`) keeps every scope and no other account touches it.
import {
  STAFF_INVITE_VALID_MS,
  scopeLabels,
  type Scope,
  type StaffMember,
} from '@shop/shared/scopes';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { queueAccountEmail } from '../mail/index.ts';
import { passkeyCounts, setPasskeyRequired } from './passkey-repository.ts';
import { newPasswordLink } from './password-reset.ts';
import * as repo from './repository.ts';
import { voidResets } from './repository.ts';
import type { Sessions } from './sessions.ts';

const NOT_STAFF = 'Nie znaleziono pracownika';
const OWNER =
  'To konto właściciela sklepu: ma zawsze wszystkie uprawnienia i nikt inny nie może ich zmienić ani wyłączyć konta';
const OWN_SCOPES = 'Nie możesz zmieniać własnych uprawnień: poproś o to właściciela sklepu';

const named = (scopes: readonly Scope[]) =>
  scopes.map((scope) => `„${scopeLabels[scope]}”`).join(', ');

/** The scopes among `scopes` that `actor` does not hold. */
const lackedBy = (actor: repo.UserRow, scopes: readonly Scope[]) =>
  scopes.filter((scope) => !actor.scopes.includes(scope));

/** 403 unless `actor` holds every scope of `account`; `refusal` begins the Polish message. */
function holdsEveryScope(actor: repo.UserRow, account: repo.UserRow, refusal: string) {
  const lacked = lackedBy(actor, account.scopes as Scope[]);
  if (lacked.length > 0) {
    throw forbidden(`${refusal}, którego wszystkie uprawnienia masz. Nie masz: ${named(lacked)}`);
  }
}

/** The acting member as the database has it now (its token may be older than its scopes). */
async function actingMember(tx: Executor, actor: AuditActor) {
  const row = await repo.findUserById(tx, actor.staffId);
  if (!row || row.deactivatedAt || !row.scopes.includes('MANAGE_STAFF')) throw forbidden();
  return row;
}

/** The database, and the sessions a change of scopes or a switch-off ends (decision 011). */
export interface StaffDeps {
  db: Db;
  sessions: Sessions;
}

function toStaffMember(row: repo.UserRow, passkeys: number): StaffMember {
  return {
    id: row.id,
    email: row.email,
    scopes: row.scopes as Scope[],
    owner: row.owner,
    createdAt: row.createdAt.toISOString(),
    invited: row.passwordHash === '',
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    passkeyRequired: row.passkeyRequired,
    passkeys,
  };
}

/** The member as the list shows it, with how many passkeys it has. */
async function member(ex: Executor, row: repo.UserRow): Promise<StaffMember> {
  const counts = await passkeyCounts(ex, [row.id]);
  return toStaffMember(row, counts.get(row.id) ?? 0);
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await repo.findStaff(db);
  const counts = await passkeyCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStaffMember(row, counts.get(row.id) ?? 0));
}

export async function inviteStaff(
  db: Db,
  invite: { email: string; scopes: Scope[] },
  actor: AuditActor,
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const lacked = lackedBy(await actingMember(tx, actor), invite.scopes);
    if (lacked.length > 0) {
      throw forbidden(
        `Możesz zaprosić tylko z uprawnieniami, które masz. Nie masz: ${named(lacked)}`,
      );
    }
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
    await sendInvitation(tx, row, actor, now);
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
    return toStaffMember(row, 0);
  });
}

/** The invitation's link (72 hours, naming who invited) and its e-mail. */
async function sendInvitation(tx: Executor, row: repo.UserRow, actor: AuditActor, now: Date) {
  const { token, expiresAt } = await newPasswordLink(
    tx,
    row.id,
    now,
    STAFF_INVITE_VALID_MS,
    actor.email,
  );
  await queueAccountEmail(tx, {
    kind: 'STAFF_INVITE',
    to: row.email,
    now,
    data: { resetToken: token, invitedBy: actor.email, expiresAt: expiresAt.toISOString() },
  });
}

/**
 * The invitation again, for a member who has not set a password yet (the link ran out or the
 * e-mail went astray): earlier links stop working, a new one goes out. 409 for an account that
 * has its password, or is switched off.
 */
export async function resendInvitation(
  db: Db,
  id: number,
  actor: AuditActor,
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const row = await lockStaff(tx, id);
    if (row.passwordHash !== '' || row.deactivatedAt) {
      throw conflict(
        'InvitationNotNeededException',
        row.deactivatedAt
          ? 'To konto jest wyłączone: zaproszenia nie można wysłać ponownie'
          : 'Ta osoba ustawiła już hasło: zaproszenia nie trzeba wysyłać ponownie',
      );
    }
    await voidResets(tx, row.id, now);
    await sendInvitation(tx, row, actor, now);
    await recordAudit(
      tx,
      actor,
      { entity: 'staff', entityId: id, action: 'staff.invite-resend', note: row.email },
      now,
    );
    return member(tx, row);
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
    if (id === actor.staffId) throw forbidden(OWN_SCOPES);
    const acting = await actingMember(tx, actor);
    const before = await lockStaff(tx, id);
    if (before.owner) throw forbidden(OWNER);
    const changed = [
      ...scopes.filter((scope) => !before.scopes.includes(scope)),
      ...(before.scopes as Scope[]).filter((scope) => !scopes.includes(scope)),
    ];
    const lacked = lackedBy(acting, changed);
    if (lacked.length > 0) {
      throw forbidden(
        `Możesz nadawać i odbierać tylko uprawnienia, które masz. Nie masz: ${named(lacked)}`,
      );
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
    return member(tx, row);
  });
}

export async function deactivateStaff(
  { db, sessions }: StaffDeps,
  id: number,
  actor: AuditActor,
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    if (id === actor.staffId) throw forbidden('Nie możesz wyłączyć własnego konta');
    const acting = await actingMember(tx, actor);
    const before = await lockStaff(tx, id);
    if (before.owner) throw forbidden(OWNER);
    holdsEveryScope(acting, before, 'Możesz wyłączyć tylko konto');
    if (before.deactivatedAt) return member(tx, before);
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
    return member(tx, row);
  });
}

/**
 * Whether the member signs in to the panel only with a passkey (docs/passkeys.md). Turning it on
 * ends the member's sessions at once, so no session begun with a password keeps staff scopes;
 * turning it off ends none. The owner's account is set only by the owner; another account by a
 * member holding every scope of it, as for switching off. Oneself: only with a passkey added.
 */
export async function setPasskeyRequirement(
  { db, sessions }: StaffDeps,
  id: number,
  required: boolean,
  actor: AuditActor,
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const acting = await actingMember(tx, actor);
    const before = await lockStaff(tx, id);
    if (before.owner && id !== actor.staffId) throw forbidden(OWNER);
    holdsEveryScope(acting, before, 'Możesz zmienić logowanie tylko konta');
    const passkeys = (await passkeyCounts(tx, [id])).get(id) ?? 0;
    if (required && id === actor.staffId && passkeys === 0) {
      throw conflict(
        'PasskeyMissingException',
        'Najpierw dodaj klucz dostępu w Ustawieniach, w zakładce Bezpieczeństwo: bez niego nie zalogujesz się do panelu',
      );
    }
    if (before.passkeyRequired === required) return toStaffMember(before, passkeys);
    const row = await setPasskeyRequired(tx, id, required);
    if (required) await sessions.end(tx, id);
    await recordAudit(
      tx,
      actor,
      {
        entity: 'staff',
        entityId: id,
        action: 'staff.passkey-required',
        changes: [{ field: 'passkeyRequired', old: before.passkeyRequired, new: required }],
        note: row.email,
      },
      now,
    );
    return toStaffMember(row, passkeys);
  });
}
