// Customers for staff (READ_CUSTOMERS, docs/customers.md): found by e-mail, phone or a name on
// their addresses, and one customer's account, addresses, orders (with returns and refunds),
// coupons and consents, each part from the module that keeps it.
import type { Customer, CustomerRow } from '@shop/shared/customers';
import type { Db } from '../../db/client.ts';
import { accountsNamed, addressService, namesOf } from '../../modules/account/index.ts';
import { customerAccount, findCustomers } from '../../modules/auth/index.ts';
import { exportCouponsOf } from '../../modules/coupons/index.ts';
import { subscriptionOf } from '../../modules/newsletter/index.ts';
import { exportPriceAlertsOf } from '../../modules/wishlists/index.ts';
import { exportOrdersOf } from '../ordering/reads.ts';

const FOUND_AT_MOST = 50;

export async function searchCustomers(db: Db, text: string): Promise<CustomerRow[]> {
  const named = await accountsNamed(db, text, FOUND_AT_MOST);
  const rows = await findCustomers(db, text, named, FOUND_AT_MOST);
  const names = await namesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    phone: row.phone,
    names: names.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    blockedAt: row.blockedAt?.toISOString() ?? null,
  }));
}

export async function customerOf(db: Db, id: number): Promise<Customer> {
  return db.transaction(async (tx) => {
    const { termsAcceptedAt, termsVersion, ...account } = await customerAccount(tx, id);
    const alerts = await exportPriceAlertsOf(tx, id);
    return {
      account,
      addresses: await addressService.all(tx, id),
      orders: await exportOrdersOf(tx, id),
      coupons: await exportCouponsOf(tx, id),
      consents: {
        termsAcceptedAt,
        termsVersion,
        newsletter: await subscriptionOf(tx, account.email),
        priceAlerts: { enabled: alerts.enabled, since: alerts.since },
      },
    };
  });
}
