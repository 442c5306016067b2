// Which tokens still count. Every token carries the account's session version from when it was
// signed; a password change, a logout, new scopes or a deleted account raise (or remove) the
// version, and from then on older tokens answer 401. Each replica keeps the versions it read
// in memory, so a logged-in shopper's requests cost no query; the database announces every
// change of a version on the 'sessions' channel (migration 0011), and each replica forgets
// the account's entry at once. See docs/decisions/011-ending-sessions.md.
import { LRUCache } from 'lru-cache';
import type { Database, Executor } from '../../db/client.ts';
import { findSessionVersion, raiseSessionVersion } from './repository.ts';

export const SESSIONS_CHANNEL = 'sessions';

/** Accounts whose version a replica keeps (an entry is a few dozen bytes). */
const KEPT_ACCOUNTS = 100_000;
/**
 * How long a version read is trusted without a notification. Notifications arrive within
 * milliseconds; this bounds the damage if one were ever lost without the feed noticing.
 */
const KEPT_MS = 5 * 60_000;

export interface Sessions {
  /** Whether a token of `userId` signed with `version` still counts. */
  isCurrent(userId: number, version: number): Promise<boolean>;
  /** Ends every session of the account; answers the new version for the token signed next. */
  end(executor: Executor, userId: number): Promise<number>;
  close(): Promise<void>;
}

export async function openSessions(database: Database): Promise<Sessions> {
  // null: no such account (deleted), so none of its tokens counts.
  const kept = new LRUCache<number, { version: number | null }>({
    max: KEPT_ACCOUNTS,
    ttl: KEPT_MS,
  });
  const reading = new Map<number, Promise<number | null>>();
  // Raised by every notification: a read that started before one may hold the old version
  // and is then used for its own request but not kept.
  let forgotten = 0;
  const forget = (userId?: number) => {
    forgotten += 1;
    if (userId === undefined) kept.clear();
    else kept.delete(userId);
  };
  const stop = await database.listen(SESSIONS_CHANNEL, {
    onPayload: (payload) => forget(Number(payload)),
    onGap: () => forget(),
  });

  function read(userId: number): Promise<number | null> {
    let pending = reading.get(userId);
    if (!pending) {
      const startedAt = forgotten;
      pending = findSessionVersion(database.db, userId)
        .then((version) => {
          if (forgotten === startedAt) kept.set(userId, { version: version ?? null });
          return version ?? null;
        })
        .finally(() => reading.delete(userId));
      reading.set(userId, pending);
    }
    return pending;
  }

  return {
    async isCurrent(userId, version) {
      const entry = kept.get(userId);
      return (entry ? entry.version : await read(userId)) === version;
    },
    async end(executor, userId) {
      const version = await raiseSessionVersion(executor, userId);
      forget(userId);
      return version;
    },
    close: stop,
  };
}
