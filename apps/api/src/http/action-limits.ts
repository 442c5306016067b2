// Limits on what one account or one client address may do in a window of time (coupon codes
// tried, accounts registered, orders placed, password resets asked for), against guessing and
// mass abuse. With REDIS_URL the counts live in Redis, so every process and machine counts
// together; without it, or while Redis cannot be reached, each process counts alone: the shop
// keeps selling and says so in its log. Fixed windows: a count is kept per window (e.g. 15
// minutes) and starts again in the next.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.ts';
import { AppError } from './errors.ts';

export interface ActionLimit {
  /** Part of the counter's key, and where its maximum is configured. */
  name: keyof ActionMaxima;
  windowMs: number;
  /** The 429 answer's message once the limit is reached. */
  message: string;
}

/** How many of each action are allowed per window (configuration: README). */
export interface ActionMaxima {
  couponGuesses: number;
  registrations: number;
  orders: number;
  passwordResets: number;
  passwordChecks: number;
  returnRequests: number;
  blikCodesPerOrder: number;
  blikCodes: number;
  smsCodes: number;
  passkeySignIns: number;
}

/** Coupon codes an account may try in 15 minutes without a right one. */
export const COUPON_GUESSES: ActionLimit = {
  name: 'couponGuesses',
  windowMs: 15 * 60_000,
  message: 'Zbyt wiele prób podania kodu kuponu, spróbuj ponownie za kilka minut',
};
/** Accounts registered from one client address in an hour (shared addresses: offices, mobile). */
export const REGISTRATIONS: ActionLimit = {
  name: 'registrations',
  windowMs: 60 * 60_000,
  message: 'Zbyt wiele nowych kont z tego adresu, spróbuj ponownie później',
};
/** Orders an account may place in 10 minutes (the unpaid-order limit also applies). */
export const ORDERS: ActionLimit = {
  name: 'orders',
  windowMs: 10 * 60_000,
  message: 'Zbyt wiele zamówień w krótkim czasie, spróbuj ponownie za kilka minut',
};

/**
 * Passwords checked while typed (POST /auth/password-check) from one client address in a
 * minute: the form asks once typing pauses, a dozen times for one password; a strength check of
 * 128 characters costs a core a fifth of a second, so a script may not make the shop score
 * passwords for it at the general rate limit.
 */
export const PASSWORD_CHECKS: ActionLimit = {
  name: 'passwordChecks',
  windowMs: 60_000,
  message: 'Zbyt wiele sprawdzeń hasła, spróbuj ponownie za minutę',
};

/**
 * Reset e-mails asked for in an hour, counted per e-mail address and per client address: no
 * inbox is flooded, no address probes many accounts.
 */
export const PASSWORD_RESETS: ActionLimit = {
  name: 'passwordResets',
  windowMs: 60 * 60_000,
  message: 'Zbyt wiele próśb o zmianę hasła, spróbuj ponownie później',
};

/** Withdrawals and complaints an account may file in an hour (docs/returns.md). */
export const RETURN_REQUESTS: ActionLimit = {
  name: 'returnRequests',
  windowMs: 60 * 60_000,
  message: 'Zbyt wiele zgłoszeń zwrotu w krótkim czasie, spróbuj ponownie później',
};

/**
 * BLIK codes typed for one order in 15 minutes: each is a call to Przelewy24, and a code waits
 * for the bank app before the next, so more means guessing (docs/payments-blik.md).
 */
export const BLIK_CODES_PER_ORDER: ActionLimit = {
  name: 'blikCodesPerOrder',
  windowMs: 15 * 60_000,
  message:
    'Zbyt wiele kodów BLIK dla tego zamówienia. Spróbuj ponownie za kilka minut albo zapłać przelewem.',
};
/** BLIK codes one account may type in an hour, over all its orders. */
export const BLIK_CODES: ActionLimit = {
  name: 'blikCodes',
  windowMs: 60 * 60_000,
  message:
    'Zbyt wiele kodów BLIK w krótkim czasie. Spróbuj ponownie później albo zapłać przelewem.',
};

/**
 * Confirmation codes sent by SMS in a day, per account and per phone: each is a paid message to
 * a number anyone can type, so no one may make the shop text a stranger's phone again and again.
 */
export const SMS_CODES: ActionLimit = {
  name: 'smsCodes',
  windowMs: 24 * 60 * 60_000,
  message: 'Wysłaliśmy już dziś kilka kodów: spróbuj ponownie jutro',
};

/**
 * Passkey ceremonies begun in a minute: sign-ins per client address, additions per account.
 * Each keeps a challenge for five minutes, so no script may fill the table with them.
 */
export const PASSKEY_SIGN_INS: ActionLimit = {
  name: 'passkeySignIns',
  windowMs: 60_000,
  message: 'Zbyt wiele prób logowania kluczem dostępu, spróbuj ponownie za minutę',
};

export interface ActionLimits {
  /**
   * Counts one action of `subject` (an account id or a client address); throws 429 when it is
   * over the limit. The returned function takes the count back (an action that should not
   * count after all, e.g. a coupon code that was right).
   */
  take(limit: ActionLimit, subject: string | number): Promise<() => Promise<void>>;
}

interface Store {
  /** Adds `by` to the counter and answers its new value. */
  add(key: string, by: number, ttlMs: number): Promise<number>;
}

function memoryStore(): Store {
  const counts = new LRUCache<string, { value: number }>({ max: 100_000, ttlAutopurge: false });
  return {
    add(key, by, ttlMs) {
      const entry = counts.get(key) ?? { value: 0 };
      entry.value += by;
      counts.set(key, entry, { ttl: ttlMs });
      return Promise.resolve(entry.value);
    },
  };
}

function redisStore(redis: Redis, prefix: string): Store {
  return {
    async add(key, by, ttlMs) {
      const results = await redis
        .multi()
        .incrby(`${prefix}${key}`, by)
        .pexpire(`${prefix}${key}`, ttlMs)
        .exec();
      const [error, value] = results?.[0] ?? [new Error('Redis: no answer')];
      if (error) throw error;
      return Number(value);
    },
  };
}

/** How often counting per process instead of in Redis is logged. */
const FALLBACK_LOG_MS = 60_000;

export function createActionLimits(deps: {
  clock: Clock;
  log: FastifyBaseLogger;
  redis?: Redis;
  keyPrefix: string;
  maxima: ActionMaxima;
}): ActionLimits {
  const memory = memoryStore();
  const shared = deps.redis ? redisStore(deps.redis, `${deps.keyPrefix}limits:`) : undefined;
  let loggedAt = 0;
  async function add(key: string, by: number, ttlMs: number): Promise<number> {
    if (shared) {
      try {
        return await shared.add(key, by, ttlMs);
      } catch (error) {
        if (Date.now() - loggedAt > FALLBACK_LOG_MS) {
          loggedAt = Date.now();
          deps.log.warn({ err: error }, 'Redis unreachable: action limits counted per process');
        }
      }
    }
    return memory.add(key, by, ttlMs);
  }
  return {
    async take(limit, subject) {
      const window = Math.floor(deps.clock.now().getTime() / limit.windowMs);
      const key = `${limit.name}:${subject}:${window}`;
      // Kept a window longer than it lasts: a clock a little ahead elsewhere still finds it.
      const ttlMs = limit.windowMs * 2;
      const count = await add(key, 1, ttlMs);
      if (count > deps.maxima[limit.name]) {
        throw new AppError('TooManyRequestsException', 429, limit.message);
      }
      return async () => {
        await add(key, -1, ttlMs);
      };
    },
  };
}
