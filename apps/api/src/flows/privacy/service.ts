// "Moje dane" (GDPR art. 15, 17, 20): the shopper's data export and account deletion. Each
// module gives its part through its service; this module only puts them together. What is
// exported, erased and kept (and why) is in docs/privacy.md.
import { myDataFileName, type MyData } from '@shop/shared/privacy';
import { warsawCalendarDate } from '@shop/shared/warsaw-time';
import type { Db } from '../../db/client.ts';
import { addressService, invoiceDetailsService } from '../../modules/account/index.ts';
import { eraseAlarmsOf, exportConsentsOf } from '../../modules/alarms/index.ts';
import { exportDevicesOf, removeAllDevices } from '../../modules/push/index.ts';
import { exportPhoneOf, removePhone } from '../../modules/sms/index.ts';
import { exportBlikAliasOf, forgetBlikAlias } from '../../modules/payments/index.ts';
import {
  accountOf,
  eraseAccount,
  exportPasskeysOf,
  type AuthDeps,
} from '../../modules/auth/index.ts';
import { eraseCartOf, exportCartOf } from '../../modules/cart/index.ts';
import { eraseCouponsOf, exportCouponsOf } from '../../modules/coupons/index.ts';
import { forgetRecipient } from '../../modules/mail/index.ts';
import { subscriptionOf, unsubscribe } from '../../modules/newsletter/index.ts';
import { setCustomerEmailOf } from '../../modules/orders/index.ts';
import { exportOrdersOf } from '../ordering/reads.ts';
import { eraseRemindersOf, exportRemindersOf } from '../../modules/reminders/index.ts';
import {
  erasePriceAlertsOf,
  erasePriceTargetsOf,
  eraseWishlistsOf,
  exportPriceAlertsOf,
  exportPriceTargetsOf,
  exportWishlistsOf,
} from '../../modules/wishlists/index.ts';
import { eraseSavedSearchesOf, exportSavedSearchesOf } from '../../modules/saved-searches/index.ts';

/** Everything the shop holds about the user, read in one transaction (one consistent view). */
export async function exportMyData(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ data: MyData; fileName: string }> {
  const data = await db.transaction(async (tx) => {
    const account = await accountOf(tx, userId);
    return {
      exportedAt: now.toISOString(),
      account,
      addresses: await addressService.all(tx, userId),
      invoiceDetails: await invoiceDetailsService.all(tx, userId),
      orders: await exportOrdersOf(tx, userId),
      wishlists: await exportWishlistsOf(tx, userId, now),
      cart: await exportCartOf(tx, userId),
      coupons: await exportCouponsOf(tx, userId),
      newsletter: await subscriptionOf(tx, account.email),
      dropReminders: await exportRemindersOf(tx, userId, account.email),
      priceAlerts: await exportPriceAlertsOf(tx, userId),
      priceTargets: await exportPriceTargetsOf(tx, userId),
      savedSearches: await exportSavedSearchesOf(tx, userId),
      alarms: {
        consents: await exportConsentsOf(tx, userId),
        pushDevices: await exportDevicesOf(tx, userId),
        smsPhone: await exportPhoneOf(tx, userId),
      },
      blikAlias: await exportBlikAliasOf(tx, userId),
      passkeys: await exportPasskeysOf(tx, userId),
    };
  });
  return { data, fileName: myDataFileName(warsawCalendarDate(now)) };
}

/**
 * Deletes the account after checking its password: personal data is erased, orders stay with
 * the anonymised e-mail, every session ends. All or nothing.
 */
export async function deleteMyAccount(
  deps: AuthDeps,
  userId: number,
  password: string,
  ip: string,
): Promise<void> {
  await eraseAccount(deps, userId, password, ip, async (tx, { email, anonymised }) => {
    await addressService.eraseAll(tx, userId);
    await invoiceDetailsService.eraseAll(tx, userId);
    await eraseWishlistsOf(tx, userId);
    await eraseCartOf(tx, userId);
    await eraseCouponsOf(tx, userId);
    await unsubscribe(tx, email);
    await eraseRemindersOf(tx, userId, email);
    await erasePriceAlertsOf(tx, userId);
    await erasePriceTargetsOf(tx, userId);
    await eraseSavedSearchesOf(tx, userId);
    await removeAllDevices(tx, userId);
    await removePhone(tx, userId);
    await eraseAlarmsOf(tx, userId);
    await forgetBlikAlias(tx, userId);
    await setCustomerEmailOf(tx, userId, anonymised);
    await forgetRecipient(tx, email, anonymised);
  });
}
