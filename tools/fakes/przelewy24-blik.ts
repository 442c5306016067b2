// The Przelewy24 stand-in's BLIK (przelewy24.ts routes to it): POST /paymentMethod/blik/
// chargeByCode and chargeByAlias on a transaction registered with the payer's browser, answered
// by the shop's test rule (blikTestOutcome, blikTestApp, blikTestWaitsForApp), and the BLIKs
// remembered with aliasValue.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  BLIK_TEST_EXPIRING_ALIAS_CODE,
  blikTestApp,
  blikTestOutcome,
  blikTestWaitsForApp,
} from '../../packages/shared/src/blik.ts';
import { fail, send, type FakeContext, type FakeTransaction } from './przelewy24-state.ts';

/** The errors chargeByCode answers for refused codes: BLIK's error number and name. */
const BLIK_ERRORS = {
  WRONG_CODE: { code: 28, error: 'ER_WRONG_TICKET' },
  CODE_EXPIRED: { code: 30, error: 'ER_TIC_EXPIRED' },
  DECLINED: { code: 62, error: 'ISSUER_DECLINED' },
} as const;

/** A remembered BLIK: its label, the bank apps it sits in, and whether it has expired. */
export interface FakeBlikAlias {
  label: string;
  email: string;
  apps: Set<string>;
  expired: boolean;
  /** Remembered with a 778xxx code: its payments wait for "Zapłać" on /trnRequest. */
  waitsForApp: boolean;
}

export function fakeBlik(ctx: FakeContext) {
  const { transactions, payable, numberOf, settings, later, notify } = ctx;
  /** Taken payments whose confirmation waits for the test (blikConfirmMs null), by token. */
  let held: string[] = [];
  /** Remembered BLIKs by aliasValue. */
  const aliases = new Map<string, FakeBlikAlias>();
  /** The key of a bank app an alias sits in (alternativeKeys' `alias`). */
  const appKey = (alias: string, app: string) =>
    createHash('sha256').update(`${alias}:${app}`).digest('hex').slice(0, 20);

  /** The transaction a BLIK charge names, when it may be charged; else the refusal is sent. */
  function chargeable(token: unknown, res: ServerResponse) {
    const t = typeof token === 'string' ? transactions.get(token) : undefined;
    if (!t) return fail(res, 400, 'Transaction not found');
    // Przelewy24 charges BLIK only on a transaction registered with additional.PSU.
    if (!t.payer) return fail(res, 400, 'Missing additional.PSU in transaction/register');
    if (t.verified) return fail(res, 400, 'Transaction already paid');
    if (!payable(t)) return fail(res, 400, 'Transaction expired');
    return t;
  }

  /**
   * Taken: the shopper confirms in the bank app, then the payment's notification goes out; or
   * it waits for "Zapłać" on /trnRequest.
   */
  function taken(t: FakeTransaction, res: ServerResponse, waitsForApp: boolean) {
    numberOf(t);
    send(res, 201, { data: { orderId: t.orderId, message: 'success' }, responseCode: 0 });
    if (waitsForApp) return;
    if (settings.blikConfirmMs === null) held.push(t.token);
    else later(settings.blikConfirmMs, () => notify(t.token));
  }

  function chargeByCode(body: Record<string, unknown>, res: ServerResponse) {
    const { token, blikCode, aliasValue, aliasLabel } = body;
    if (typeof token !== 'string' || typeof blikCode !== 'string' || !/^\d{6}$/.test(blikCode)) {
      return fail(res, 400, 'Invalid input data');
    }
    // An alias is registered with both its value and its label (5 to 35 characters).
    if (
      (aliasValue !== undefined || aliasLabel !== undefined) &&
      (typeof aliasValue !== 'string' ||
        aliasValue === '' ||
        typeof aliasLabel !== 'string' ||
        aliasLabel.length < 5 ||
        aliasLabel.length > 35)
    ) {
      return fail(res, 400, 'Invalid input data');
    }
    const t = chargeable(token, res);
    if (!t) return;
    t.blikCodes.push(blikCode);
    const outcome = blikTestOutcome(blikCode);
    if (outcome !== 'CONFIRMED') {
      const refusal = BLIK_ERRORS[outcome as keyof typeof BLIK_ERRORS] ?? BLIK_ERRORS.DECLINED;
      return send(res, 400, refusal);
    }
    if (typeof aliasValue === 'string') {
      const alias = aliases.get(aliasValue) ?? {
        label: aliasLabel as string,
        email: t.email,
        apps: new Set<string>(),
        expired: false,
        waitsForApp: false,
      };
      alias.label = aliasLabel as string;
      alias.apps.add(blikTestApp(blikCode));
      alias.expired = blikCode === BLIK_TEST_EXPIRING_ALIAS_CODE;
      alias.waitsForApp = blikTestWaitsForApp(blikCode);
      aliases.set(aliasValue, alias);
    }
    taken(t, res, blikTestWaitsForApp(blikCode));
  }

  /**
   * chargeByAlias: `type` "alias", or "alternativeKey" with the key of one of the apps a 409
   * (error 51) listed. The transaction must have been registered with the alias (methodRefId).
   */
  function chargeByAlias(body: Record<string, unknown>, res: ServerResponse) {
    const { token, type, alternativeKey } = body;
    if (typeof token !== 'string' || (type !== 'alias' && type !== 'alternativeKey')) {
      return fail(res, 400, 'Invalid input data');
    }
    if (type === 'alternativeKey' && typeof alternativeKey !== 'string') {
      return fail(res, 400, 'Invalid input data');
    }
    const t = chargeable(token, res);
    if (!t) return;
    t.aliasCharges.push(body);
    const alias = t.methodRefId === null ? undefined : aliases.get(t.methodRefId);
    if (!alias || t.methodRefId === null) return fail(res, 400, 'Invalid input data');
    if (alias.expired) {
      return send(res, 400, { error: 'ALIAS_EXPIRED', code: 68 });
    }
    const apps = [...alias.apps].map((app) => ({ label: app, alias: appKey(t.methodRefId!, app) }));
    if (type === 'alias' && apps.length > 1) {
      return send(res, 409, {
        error: {
          message: 'Wybrany alias do identyfikacji jest niejednoznaczny!',
          alternativeKeys: apps,
        },
        code: 51,
      });
    }
    if (type === 'alternativeKey' && !apps.some((app) => app.alias === alternativeKey)) {
      return fail(res, 400, 'Invalid input data');
    }
    taken(t, res, alias.waitsForApp);
  }

  /** The held confirmations go out now (their deliveries are awaited with deliveriesDone). */
  function releaseHeld() {
    for (const token of held) later(0, () => notify(token));
    held = [];
  }

  return { aliases, chargeByCode, chargeByAlias, releaseHeld };
}
