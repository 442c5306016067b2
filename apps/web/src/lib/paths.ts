// Every route of the shop. Links are built here, never as string literals in
// components; `routePatterns` are the matching router patterns for parameterised routes.
import {
  FORGOT_PASSWORD_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  PASSWORD_RESET_PATH,
} from '@shop/shared/accounts';
import { dropPath } from '@shop/shared/catalogue';
import { DROP_REMINDER_CONFIRM_PATH, SMS_ALARMS_OFF_PATH } from '@shop/shared/reminders';
import { STAFF_WELCOME_PATH } from '@shop/shared/scopes';
import { WITHDRAWAL_FORM_PATH } from '@shop/shared/withdrawal-information';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** /orders?payment=return&order={id}: back from the payment provider (the server adds the id). */
export const PAYMENT_RETURN_PARAM = 'payment';

export const paths = {
  home: '/',
  product: (id: string | number) => `/product/${segment(id)}`,
  drops: '/collections',
  drop: dropPath,
  explore: '/explore',
  category: (slug: string) => `/category/${segment(slug)}`,
  /** /search?term=...; without a term the bare results page. */
  search: (term?: string) =>
    term === undefined ? '/search' : `/search?${new URLSearchParams({ term }).toString()}`,
  cart: '/cart',
  howItWorks: '/how-it-works',
  login: '/login',
  register: '/register',
  forgotPassword: FORGOT_PASSWORD_PATH,
  /** /reset-password?token=…: where the reset e-mail's link lands (the API writes it). */
  resetPassword: PASSWORD_RESET_PATH,
  /** /welcome?token=…: a staff invitation's „Witaj w zespole”. */
  staffWelcome: STAFF_WELCOME_PATH,
  /** /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the newsletter e-mail's links. */
  newsletterConfirm: NEWSLETTER_CONFIRM_PATH,
  newsletterUnsubscribe: NEWSLETTER_UNSUBSCRIBE_PATH,
  /** /reminders/confirm?token=…: the drop reminder's confirmation e-mail's link. */
  reminderConfirm: DROP_REMINDER_CONFIRM_PATH,
  /** /alarms/off?sms=…: an SMS alarm's way-out link. */
  smsAlarmsOff: SMS_ALARMS_OFF_PATH,
  contact: '/contact',
  conditionsOfUse: '/conditions-of-use',
  privacyPolicy: '/privacy-policy',
  accessibility: '/accessibility',
  /** The withdrawal information and the model withdrawal form. */
  withdrawalForm: WITHDRAWAL_FORM_PATH,

  checkout: '/checkout',
  settings: '/settings',
  orders: '/orders',
  /** The return path checkout sends with an order. */
  paymentReturn: `/orders?${PAYMENT_RETURN_PARAM}=return`,
  coupons: '/coupons',
  wishlists: '/wishlists',
  wishlist: (id: string | number) => `/wishlists/${segment(id)}`,

  admin: '/admin',
  adminCreateDrop: '/admin/create-collection',
  adminDrops: '/admin/collections',
  adminEditDrop: (id: string | number) => `/admin/edit-collection/${segment(id)}`,
  adminCreateProduct: '/admin/create-product',
  adminEditProduct: (id: string | number) => `/admin/edit-product/${segment(id)}`,
  adminEditProductById: '/admin/edit-product-by-id',
  adminManufacturers: '/admin/manufacturers',
  adminImportProducts: '/admin/import-products',
  adminCoupons: '/admin/coupons',
  adminCreateCoupon: '/admin/create-coupon',
  adminOrders: '/admin/orders',
  /** /admin/orders searched for one order number, whatever its status. */
  adminOrdersSearch: (orderId: number) => `/admin/orders?status=all&q=${segment(orderId)}`,
  /** Withdrawals and complaints (docs/returns.md). */
  adminReturns: '/admin/returns',
  /** Invoices KSeF refused or that wait for it too long (decision 030). */
  adminKsef: '/admin/ksef',
  adminExports: '/admin/exports',
  adminAudit: '/admin/audit',
  adminStaff: '/admin/staff',
  adminCustomers: '/admin/customers',
} as const;

/** Router patterns for the routes that take a parameter (read with useParams). */
export const routePatterns = {
  product: '/product/:id',
  drop: '/collections/:slug',
  category: '/category/:category',
  wishlist: '/wishlists/:id',
  adminEditProduct: '/admin/edit-product/:id',
  adminEditDrop: '/admin/edit-collection/:id',
} as const;

/**
 * Location state a guard passes to /login so that logging in returns the user there; /login and
 * /register hand it to each other, so signing up instead returns there too.
 */
export interface LoginRedirectState {
  from?: string;
}

/** Where logging in or signing up returns to: a path of this shop only, never another site. */
export function returnPathOf(state: unknown): string | null {
  const from = (state as LoginRedirectState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !/^\/[/\\]/.test(from) ? from : null;
}
