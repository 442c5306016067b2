// Accounts ensured at every start: the ADMIN_EMAIL account, the shop's owner (docs/staff.md),
// and in demo mode a demo owner and a demo shopper whose logins are printed so a newcomer can try the shop.
import { emailSchema } from '@shop/shared/accounts';
import { SCOPES } from '@shop/shared/scopes';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { ensureAccount } from './service.ts';

export const DEMO_STAFF = { email: 'personel.demo@example.com', password: 'Outlet-Personel-2026!' };
export const DEMO_SHOPPER = {
  email: 'klient.demo@example.com',
  password: 'Outlet-Klient-2026!',
  phone: '+48500100200',
};

export async function ensureStartupAccounts({
  db,
  config,
  now,
}: {
  db: Db;
  config: Config;
  now: Date;
}) {
  if (config.admin) {
    if (!emailSchema.safeParse(config.admin.email).success) {
      throw new Error(`ADMIN_EMAIL is not a valid e-mail address: ${config.admin.email}`);
    }
    try {
      await ensureAccount(
        db,
        { ...config.admin, scopes: SCOPES, owner: true },
        { now, source: 'ADMIN_EMAIL przy starcie' },
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'PasswordTooWeakException') {
        throw new Error('ADMIN_PASSWORD is too weak (zxcvbn score below 3): choose a longer one', {
          cause: error,
        });
      }
      throw error;
    }
  }
  if (config.seedDemo) {
    await ensureAccount(
      db,
      { ...DEMO_STAFF, scopes: SCOPES, owner: true },
      { now, source: 'konto demonstracyjne' },
    );
    await ensureAccount(
      db,
      { ...DEMO_SHOPPER, scopes: [] },
      { now, source: 'konto demonstracyjne' },
    );
    console.info(
      [
        'Demo accounts (demo mode only):',
        `  staff (owner):      ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`,
        `  shopper:            ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}`,
      ].join('\n'),
    );
  }
}
