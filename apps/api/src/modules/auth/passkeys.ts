// Passkeys (docs/passkeys.md, decision 047): WebAuthn credentials that sign an account in
// instead of its password, with @simplewebauthn/server doing the ceremonies' cryptography.
//
// - Registration (settings, logged in): options with a fresh challenge, then the browser's
//   answer; the passkey is discoverable (the authenticator keeps the account's random handle,
//   never the e-mail) and user verification is required (fingerprint, face or PIN).
// - Sign-in (login page, lobby, checkout's login): options without an account, then the
//   browser's answer names the credential; the session begun carries `passkey`.
// - Every challenge is used once and lives five minutes. Neither ceremony ends another session.
// - A new passkey is announced by e-mail (PASSKEY_ADDED), so one the person did not add is seen;
//   a removed one too (PASSKEY_REMOVED).
// - A staff account that must use a passkey (`passkey_required`) gets no staff scope from its
//   password; such an account adds or removes passkeys only from a session begun with one,
//   except its first, so a stolen password cannot bring its own passkey.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AuthResponse } from '@shop/shared/accounts';
import {
  PASSKEYS_PER_ACCOUNT,
  type Passkey,
  type PasskeyList,
  type PasskeyOptions,
  type authenticationResponseSchema,
  type registrationResponseSchema,
} from '@shop/shared/passkeys';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { queueAccountEmail } from '../mail/index.ts';
import type { AuthUser } from '../../http/jwt.ts';
import * as keys from './passkey-repository.ts';
import type { UserRow } from './repository.ts';
import {
  accountRow,
  assertMaySignIn,
  lockAccount,
  startSession,
  type AuthDeps,
} from './service.ts';

/** Where passkeys work (config.passkeys). */
export interface PasskeySite {
  rpId: string;
  rpName: string;
  origins: string[];
}

export interface PasskeyDeps extends AuthDeps {
  site: PasskeySite;
}

/** How long a ceremony's challenge is valid, and how long the browser waits for the person. */
const CEREMONY_MS = 5 * 60_000;
/**
 * The key types accepted (COSE: EdDSA, ES256, RS256), what every platform authenticator makes.
 * Named, so the library does not probe Node for post-quantum ones (an experimental API whose
 * warning would land in the server's log).
 */
const ALGORITHMS = [-8, -7, -257];

const expired = () =>
  new AppError(
    'PasskeyChallengeExpiredException',
    400,
    'Potwierdzenie kluczem dostępu trwało zbyt długo albo zostało już użyte. Spróbuj ponownie.',
  );
const refused = () =>
  new AppError(
    'PasskeyRefusedException',
    400,
    'Klucz dostępu nie został potwierdzony. Spróbuj ponownie.',
  );
const unknownPasskey = () =>
  new AppError(
    'UnknownPasskeyException',
    401,
    'Nie znamy tego klucza dostępu: mógł zostać usunięty z konta. Zaloguj się hasłem.',
  );
const needsPasskeySession = () =>
  new AppError(
    'PasskeySessionRequiredException',
    403,
    'To konto pracownika loguje się kluczem dostępu: aby dodać lub usunąć klucz, zaloguj się jednym z już dodanych.',
  );
const NOT_FOUND = 'Nie znaleziono klucza dostępu';

const toPasskey = (row: keys.PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

/** Whether this session may add or remove the account's passkeys (see the header). */
const mayManage = (account: UserRow, count: number, session: AuthUser) =>
  !account.passkeyRequired || count === 0 || session.passkey === true;

/** 403 from a session that may not manage the passkeys, 409 when the account has its ten. */
function assertMayAdd(account: UserRow, count: number, session: AuthUser) {
  if (!mayManage(account, count, session)) throw needsPasskeySession();
  if (count >= PASSKEYS_PER_ACCOUNT) {
    throw conflict(
      'PasskeyLimitException',
      `Możesz mieć najwyżej ${PASSKEYS_PER_ACCOUNT} kluczy dostępu: usuń któryś, aby dodać nowy`,
    );
  }
}

/** The challenge the browser signed, read from its client data (400 when unreadable). */
function signedChallenge(clientDataJSON: string): string {
  try {
    return decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw refused();
  }
}

/** The account's passkeys for its data export (docs/privacy.md). */
export async function exportPasskeysOf(ex: Executor, userId: number): Promise<Passkey[]> {
  return (await keys.passkeysOf(ex, userId)).map(toPasskey);
}

export async function listPasskeys(deps: AuthDeps, session: AuthUser): Promise<PasskeyList> {
  const row = await accountRow(deps.db, session.id);
  const items = await keys.passkeysOf(deps.db, session.id);
  return {
    items: items.map(toPasskey),
    required: row.passkeyRequired,
    canManage: mayManage(row, items.length, session),
  };
}

export async function registrationOptions(
  deps: PasskeyDeps,
  session: AuthUser,
): Promise<PasskeyOptions> {
  const row = await accountRow(deps.db, session.id);
  const existing = await keys.passkeysOf(deps.db, session.id);
  assertMayAdd(row, existing.length, session);
  const handle = await keys.passkeyHandleOf(deps.db, session.id);
  const options = await generateRegistrationOptions({
    rpName: deps.site.rpName,
    rpID: deps.site.rpId,
    userName: row.email,
    userDisplayName: row.email,
    userID: isoBase64URL.toBuffer(handle),
    timeout: CEREMONY_MS,
    attestationType: 'none',
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: key.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const now = deps.clock.now();
  await keys.saveChallenge(
    deps.db,
    {
      challenge: options.challenge,
      purpose: 'register',
      userId: session.id,
      expiresAt: new Date(now.getTime() + CEREMONY_MS),
    },
    now,
  );
  return { ...options };
}

/** The new passkey; no session ends. `name` defaults to „Klucz dostępu N”. */
export async function registerPasskey(
  deps: PasskeyDeps,
  session: AuthUser,
  body: { response: z.output<typeof registrationResponseSchema>; name?: string },
): Promise<Passkey> {
  const now = deps.clock.now();
  const challenge = signedChallenge(body.response.response.clientDataJSON);
  // Used up before anything else is checked: a challenge answers one attempt, right or wrong.
  const taken = await keys.takeChallenge(deps.db, challenge, 'register', now);
  if (!taken || taken.userId !== session.id) throw expired();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: deps.site.origins,
      expectedRPID: deps.site.rpId,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch {
    throw refused();
  }
  if (!verification.verified) throw refused();
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return deps.db.transaction(async (tx) => {
    const row = await lockAccount(tx, session.id);
    const existing = await keys.passkeysOf(tx, session.id);
    assertMayAdd(row, existing.length, session);
    const saved = await keys.insertPasskey(tx, {
      userId: session.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      backedUp: credentialBackedUp,
      name: body.name ?? `Klucz dostępu ${existing.length + 1}`,
      createdAt: now,
    });
    if (!saved) {
      throw conflict('PasskeyExistsException', 'Ten klucz dostępu jest już dodany do konta');
    }
    await queueAccountEmail(tx, {
      kind: 'PASSKEY_ADDED',
      to: row.email,
      now,
      data: { name: saved.name, addedAt: now.toISOString() },
    });
    return toPasskey(saved);
  });
}

export async function renamePasskey(
  deps: AuthDeps,
  session: AuthUser,
  id: number,
  name: string,
): Promise<Passkey> {
  const row = await keys.renamePasskey(deps.db, session.id, id, name);
  if (!row) throw notFound(NOT_FOUND);
  return toPasskey(row);
}

/** Removes one passkey; the last one of an account that must use one stays (409). */
export async function removePasskey(deps: AuthDeps, session: AuthUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await lockAccount(tx, session.id);
    const existing = await keys.passkeysOf(tx, session.id);
    const removed = existing.find((key) => key.id === id);
    if (!removed) throw notFound(NOT_FOUND);
    if (!mayManage(row, existing.length, session)) throw needsPasskeySession();
    if (row.passkeyRequired && existing.length === 1) {
      throw conflict(
        'LastPasskeyException',
        'To konto pracownika loguje się do panelu kluczem dostępu: nie możesz usunąć ostatniego klucza',
      );
    }
    await keys.deletePasskey(tx, session.id, id);
    const now = deps.clock.now();
    await queueAccountEmail(tx, {
      kind: 'PASSKEY_REMOVED',
      to: row.email,
      now,
      data: { name: removed.name, removedAt: now.toISOString() },
    });
  });
}

/** Options of a sign-in: no account named, the browser offers the passkeys it has for the shop. */
export async function signInOptions(deps: PasskeyDeps): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: deps.site.rpId,
    timeout: CEREMONY_MS,
    userVerification: 'required',
  });
  const now = deps.clock.now();
  await keys.saveChallenge(
    deps.db,
    {
      challenge: options.challenge,
      purpose: 'sign-in',
      userId: null,
      expiresAt: new Date(now.getTime() + CEREMONY_MS),
    },
    now,
  );
  return { ...options };
}

/** A new session of the passkey's account (no other session ends). */
export async function signInWithPasskey(
  deps: PasskeyDeps,
  response: z.output<typeof authenticationResponseSchema>,
): Promise<AuthResponse> {
  const now = deps.clock.now();
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!(await keys.takeChallenge(deps.db, challenge, 'sign-in', now))) throw expired();
  const key = await keys.findPasskey(deps.db, response.id);
  if (!key) throw unknownPasskey();
  const row = await accountRow(deps.db, key.userId);
  // The authenticator names the account it keeps the passkey for: it must be the passkey's own.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== row.passkeyHandle) throw unknownPasskey();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: deps.site.origins,
      expectedRPID: deps.site.rpId,
      credential: {
        id: key.credentialId,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.counter,
        transports: key.transports as RegistrationResponseJSON['response']['transports'],
      },
      requireUserVerification: true,
    });
  } catch {
    throw refused();
  }
  if (!verification.verified) throw refused();
  assertMaySignIn(row);
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  const used = await keys.passkeyUsed(deps.db, key, {
    counter: newCounter,
    backedUp: credentialBackedUp,
    at: now,
  });
  if (!used) throw refused();
  return startSession(deps, row, { passkey: true });
}
