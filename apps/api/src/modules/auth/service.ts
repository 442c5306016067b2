// Accounts and credentials: registration, login, password change, staff accounts. Other
// modules reach users through these functions, never through the tables.
import { TERMS_VERSION } from '@shop/shared/terms';
import {
  anonymisedEmail,
  emailSchema,
  type AuthResponse,
  type LoginRequest,
  type PasswordCheck,
  type PasswordCheckRequest,
  type RegisterRequest,
  type User,
} from '@shop/shared/accounts';
import { SCOPES, type Scope } from '@shop/shared/scopes';
import type { SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { TokenService } from '../../http/jwt.ts';
import { recordAudit } from '../audit/index.ts';
import { queueAccountEmail } from '../mail/index.ts';
import type { Sessions } from './sessions.ts';
import { throttledPasswordCheck } from './login-throttle.ts';
import { deletePasskeysOf } from './passkey-repository.ts';
import { hashPassword, isStrongPassword, passwordVerdict, verifyPassword } from './password.ts';
import {
  anonymiseUser,
  deleteLoginAttemptsForEmail,
  emailOfSql,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUser,
  setPasswordHash,
  upsertUser,
  voidResets,
  type UserRow,
} from './repository.ts';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  sessions: Sessions;
}

const weakPassword = () =>
  new AppError('PasswordTooWeakException', 400, 'Hasło jest zbyt słabe, spróbuj ponownie');
const badCredentials = () => new AppError('BadCredentialsException', 401, 'Zły email lub hasło');
const unknownAccount = () =>
  new AppError('UnauthorizedException', 401, 'Konto nie istnieje, zaloguj się ponownie');

/** Personal data an attacker would try first counts against the password's strength. */
function personalWords(email: string, phone?: string | null): string[] {
  const words = [email, email.split('@')[0]!];
  if (phone) words.push(phone, phone.replace(/^\+48/, ''));
  return words;
}

/** How strong a password being typed is (the same check as assertStrongPassword). */
export function checkPassword(input: PasswordCheckRequest): PasswordCheck {
  const words = input.email ? personalWords(input.email, input.phone) : [];
  if (!input.email && input.phone) words.push(input.phone);
  return passwordVerdict(input.password, words);
}

/** Throws PasswordTooWeakException when zxcvbn scores the password below 3. */
export function assertStrongPassword(password: string, email: string, phone?: string | null) {
  if (!isStrongPassword(password, personalWords(email, phone))) throw weakPassword();
}

const toUser = (row: UserRow): User => ({ id: row.id, email: row.email, phone: row.phone });

/**
 * A new session of the account: a token with its scopes, except that a staff account which must
 * use a passkey gets none from its password (`passkey` false): the answer then says
 * `passkeyRequired` (docs/passkeys.md). No other session of the account ends.
 */
export async function startSession(
  deps: Pick<AuthDeps, 'tokens' | 'clock'>,
  row: UserRow,
  { passkey = false }: { passkey?: boolean } = {},
): Promise<AuthResponse> {
  const withheld = row.passkeyRequired && !passkey && row.scopes.length > 0;
  const user = {
    id: row.id,
    email: row.email,
    scopes: withheld ? [] : (row.scopes as Scope[]),
    sessionVersion: row.sessionVersion,
    ...(passkey ? { passkey: true } : {}),
  };
  const token = await deps.tokens.sign(user, deps.clock.now());
  return {
    token,
    type: 'Bearer',
    user: toUser(row),
    ...(withheld ? { passkeyRequired: true as const } : {}),
  };
}

/** A blocked customer or a switched-off staff account signs in neither way (403). */
export function assertMaySignIn(row: UserRow): void {
  if (row.blockedAt) {
    throw new AppError(
      'AccountBlockedException',
      403,
      'To konto zostało zablokowane. Napisz do nas, jeśli to pomyłka.',
    );
  }
  if (row.deactivatedAt) {
    throw new AppError(
      'AccountDeactivatedException',
      403,
      'To konto pracownika zostało wyłączone. Skontaktuj się z właścicielem sklepu.',
    );
  }
}

export async function register(deps: AuthDeps, input: RegisterRequest): Promise<AuthResponse> {
  const taken = () =>
    conflict(
      'AuthUserAlreadyExistsException',
      'Użytkownik o podanym adresie email już istnieje, zaloguj się',
    );
  assertStrongPassword(input.password, input.email, input.phone);
  if (await findUserByEmail(deps.db, input.email)) throw taken();
  const row = await insertUser(deps.db, {
    email: input.email,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    scopes: [],
    ...(input.acceptTerms
      ? { termsAcceptedAt: deps.clock.now(), termsVersion: TERMS_VERSION }
      : {}),
  });
  if (!row) throw taken(); // registered concurrently
  return startSession(deps, row);
}

// Compared against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export async function login(
  deps: AuthDeps,
  input: LoginRequest,
  ip: string,
): Promise<AuthResponse> {
  let row: UserRow | undefined;
  const ok = await throttledPasswordCheck(deps, { email: input.email, ip }, async () => {
    row = await findUserByEmail(deps.db, input.email);
    if (row) return verifyPassword(row.passwordHash, input.password);
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, input.password);
    return false;
  });
  if (!ok || !row) throw badCredentials();
  assertMaySignIn(row);
  return startSession(deps, row);
}

/**
 * Wrong current password is 403 (and counts as a failed login); a weak new one is 400. Every
 * session of the account ends; the answer is a new one for the device that made the change,
 * begun as the session that asked was (`passkey`). The account is told by e-mail
 * (PASSWORD_CHANGED), so a change the person did not make is noticed.
 */
export async function changePassword(
  deps: AuthDeps,
  user: { id: number; passkey?: boolean },
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<AuthResponse> {
  const userId = user.id;
  const row = await accountRow(deps.db, userId);
  const ok = await throttledPasswordCheck(deps, { email: row.email, ip }, () =>
    verifyPassword(row.passwordHash, input.currentPassword),
  );
  if (!ok) throw new AppError('InvalidPasswordException', 403, 'Obecne hasło jest nieprawidłowe');
  assertStrongPassword(input.newPassword, row.email, row.phone);
  const passwordHash = await hashPassword(input.newPassword);
  const sessionVersion = await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    const now = deps.clock.now();
    await queueAccountEmail(tx, {
      kind: 'PASSWORD_CHANGED',
      to: row.email,
      now,
      data: { changedAt: now.toISOString() },
    });
    return deps.sessions.end(tx, userId);
  });
  return startSession(deps, { ...row, passwordHash, sessionVersion }, user);
}

/** Logout: every token of the account stops counting, on every device. */
export async function endSessions(deps: AuthDeps, userId: number): Promise<void> {
  await deps.sessions.end(deps.db, userId);
}

/** When the account was created; null for one that no longer exists. */
export async function accountCreatedAt(ex: Executor, userId: number): Promise<Date | null> {
  return (await findUserById(ex, userId))?.createdAt ?? null;
}

/** The phone a shopper registered with (+48XXXXXXXXX); null for staff made by the CLI. */
export async function phoneOf(ex: Executor, userId: number): Promise<string | null> {
  return (await findUserById(ex, userId))?.phone ?? null;
}

/** The account's row; a token of an account that no longer exists is 401. */
export async function accountRow(ex: Executor, userId: number): Promise<UserRow> {
  const row = await findUserById(ex, userId);
  if (!row) throw unknownAccount();
  return row;
}

/**
 * Locks the user's row in `ex` (a transaction) so their account changes run one at a time;
 * a token of a user that no longer exists is 401.
 */
export async function lockAccount(ex: Executor, userId: number): Promise<UserRow> {
  const row = await lockUser(ex, userId);
  if (!row) throw unknownAccount();
  return row;
}

/**
 * Creates the account, or sets the password and scopes of an existing one (CLI, ADMIN_EMAIL,
 * demo accounts, tests), which ends its sessions. Throws a ZodError for an invalid e-mail.
 */
/**
 * Creates the account or sets its password and scopes (ADMIN_EMAIL and the demo accounts at
 * every start, `cli create-staff`). `owner` makes it the shop's owner (docs/staff.md); an owner
 * stays one, keeps every scope, and is switched on again if it was switched off. A staff
 * account's change is in the audit trail, as made by the account itself with `source` as note.
 */
export async function ensureAccount(
  db: Db,
  account: {
    email: string;
    password: string;
    scopes: readonly Scope[];
    phone?: string | null;
    owner?: boolean;
  },
  { now, source }: { now: Date; source: string },
): Promise<{ id: number; created: boolean; scopes: Scope[]; owner: boolean }> {
  const email = emailSchema.parse(account.email);
  assertStrongPassword(account.password, email, account.phone);
  const existing = await findUserByEmail(db, email);
  const owner = account.owner === true || existing?.owner === true;
  const scopes = owner ? [...SCOPES] : [...new Set(account.scopes)];
  const sameScopes = [...(existing?.scopes ?? [])].sort().join() === [...scopes].sort().join();
  const unchanged =
    existing !== undefined &&
    sameScopes &&
    existing.owner === owner &&
    !(owner && existing.deactivatedAt) &&
    (await verifyPassword(existing.passwordHash, account.password));
  // Ensured at every start (ADMIN_EMAIL, demo accounts): only a real change ends sessions.
  if (unchanged) return { id: existing.id, created: false, scopes, owner };
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const saved = await upsertUser(tx, {
      email,
      phone: account.phone ?? null,
      passwordHash,
      scopes,
      owner,
    });
    if (scopes.length > 0 || existing?.scopes.length) {
      const changes = [
        { field: 'scopes', old: existing?.scopes.join(', ') ?? null, new: scopes.join(', ') },
        { field: 'owner', old: existing?.owner ?? null, new: owner },
        {
          field: 'deactivatedAt',
          old: existing?.deactivatedAt?.toISOString() ?? null,
          new: owner ? null : (existing?.deactivatedAt?.toISOString() ?? null),
        },
      ].filter((change) => change.old !== change.new);
      await recordAudit(
        tx,
        { staffId: saved.id, email, address: null },
        {
          entity: 'staff',
          entityId: saved.id,
          action: saved.created ? 'staff.create' : 'staff.ensure',
          changes,
          note: source,
        },
        now,
      );
    }
    return { ...saved, scopes, owner };
  });
}

/** The account as the shopper's data export shows it (docs/privacy.md). */
export async function accountOf(ex: Executor, userId: number) {
  const row = await accountRow(ex, userId);
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
    termsVersion: row.termsVersion,
  };
}

/**
 * The account's e-mail for a set-based statement of another module (e.g. the price-drop alerts'
 * INSERT ... SELECT): `userId` is the SQL expression of the account's id.
 */
export const accountEmailSql = (userId: SQL): SQL => emailOfSql(userId);

/**
 * "Usuń konto" (docs/privacy.md). A wrong password is 403 and counts as a failed login. Then, in
 * one transaction: the account is locked, `eraseRest` removes what the other modules hold
 * (given the account's e-mail and the anonymised one), the user row is anonymised and every
 * session ends. A password changed meanwhile is refused like a wrong one.
 */
export async function eraseAccount(
  deps: AuthDeps,
  userId: number,
  password: string,
  ip: string,
  eraseRest: (tx: Executor, emails: { email: string; anonymised: string }) => Promise<void>,
): Promise<void> {
  const wrongPassword = () =>
    new AppError(
      'InvalidPasswordException',
      403,
      'Hasło jest nieprawidłowe, konto nie zostało usunięte',
    );
  const row = await accountRow(deps.db, userId);
  const ok = await throttledPasswordCheck(deps, { email: row.email, ip }, () =>
    verifyPassword(row.passwordHash, password),
  );
  if (!ok) throw wrongPassword();
  await deps.db.transaction(async (tx) => {
    const locked = await lockAccount(tx, userId);
    if (locked.passwordHash !== row.passwordHash) throw wrongPassword();
    const anonymised = anonymisedEmail(userId);
    await eraseRest(tx, { email: locked.email, anonymised });
    await deleteLoginAttemptsForEmail(tx, locked.email);
    // A reset link sent before would otherwise give the emptied account a password again.
    await voidResets(tx, userId, deps.clock.now());
    await deletePasskeysOf(tx, userId);
    await anonymiseUser(tx, userId, anonymised);
    await deps.sessions.end(tx, userId);
  });
}
