// The route table. To add a page, add ONE entry: its path (from lib/paths.ts), who may see it,
// and a lazy import of a module whose default export is the page component. The router wraps
// it in the right guard and splits it into its own chunk.
//
// Access:
//   'public'     anyone
//   'user'       login needed, guests go to /login: /checkout, /settings, /orders, /coupons,
//                /wishlists, /wishlists/:id
//   [scopes...]  login plus ANY of the scopes, otherwise /:
//                /admin any staff scope (the hub shows what each allows); /admin/create-collection, /admin/collections,
//                /admin/edit-collection/:id CREATE_DROP;
//                /admin/create-product, /admin/edit-product/:id, /admin/edit-product-by-id,
//                /admin/import-products, /admin/manufacturers CREATE_PRODUCT;
//                /admin/coupons, /admin/create-coupon MANAGE_COUPONS;
//                /admin/orders, /admin/ksef, /admin/exports, /admin/audit READ_ORDERS; /admin/returns MANAGE_RETURNS;
//                /admin/staff MANAGE_STAFF; /admin/customers READ_CUSTOMERS
import type { ComponentType } from 'react';
import { SCOPES } from '@shop/shared/scopes';
import type { Scope } from '@shop/shared/scopes';
import { paths, routePatterns } from '@/lib/paths.ts';

export type RouteAccess = 'public' | 'user' | readonly Scope[];

export interface PageRoute {
  /** A path from `paths`, or a pattern from `routePatterns` for routes with a parameter. */
  path: string;
  access: RouteAccess;
  page: () => Promise<{ default: ComponentType }>;
}

export const pageRoutes: readonly PageRoute[] = [
  {
    path: paths.home,
    access: 'public',
    page: () => import('@/features/catalogue/routes/landing-page.tsx'),
  },
  {
    path: paths.drops,
    access: 'public',
    page: () => import('@/features/catalogue/routes/drops-page.tsx'),
  },
  {
    path: routePatterns.drop,
    access: 'public',
    page: () => import('@/features/catalogue/routes/drop-page.tsx'),
  },
  {
    // The id is optional so that /product alone says that the id is missing.
    path: `${routePatterns.product}?`,
    access: 'public',
    page: () => import('./pages/product-page.tsx'),
  },
  {
    path: routePatterns.category,
    access: 'public',
    page: () => import('@/features/catalogue/routes/category-page.tsx'),
  },
  {
    path: paths.search(),
    access: 'public',
    page: () => import('@/features/catalogue/routes/search-page.tsx'),
  },
  {
    path: paths.explore,
    access: 'public',
    page: () => import('@/features/catalogue/routes/explore-page.tsx'),
  },
  {
    path: paths.howItWorks,
    access: 'public',
    page: () => import('@/features/content/routes/how-it-works-page.tsx'),
  },
  {
    path: paths.conditionsOfUse,
    access: 'public',
    page: () => import('@/features/content/routes/conditions-of-use-page.tsx'),
  },
  {
    path: paths.withdrawalForm,
    access: 'public',
    page: () => import('@/features/content/routes/withdrawal-form-page.tsx'),
  },
  {
    path: paths.privacyPolicy,
    access: 'public',
    page: () => import('@/features/content/routes/privacy-policy-page.tsx'),
  },
  {
    path: paths.accessibility,
    access: 'public',
    page: () => import('@/features/content/routes/accessibility-page.tsx'),
  },
  {
    path: paths.contact,
    access: 'public',
    page: () => import('@/features/content/routes/contact-page.tsx'),
  },
  {
    path: paths.login,
    access: 'public',
    page: () => import('@/features/auth/routes/login-page.tsx'),
  },
  {
    path: paths.register,
    access: 'public',
    page: () => import('@/features/auth/routes/register-page.tsx'),
  },
  {
    path: paths.forgotPassword,
    access: 'public',
    page: () => import('@/features/auth/routes/forgot-password-page.tsx'),
  },
  {
    path: paths.resetPassword,
    access: 'public',
    page: () => import('@/features/auth/routes/reset-password-page.tsx'),
  },
  {
    path: paths.staffWelcome,
    access: 'public',
    page: () => import('@/features/auth/routes/staff-welcome-page.tsx'),
  },
  {
    path: paths.newsletterConfirm,
    access: 'public',
    page: () => import('@/features/newsletter/routes/confirm-page.tsx'),
  },
  {
    path: paths.newsletterUnsubscribe,
    access: 'public',
    page: () => import('@/features/newsletter/routes/unsubscribe-page.tsx'),
  },
  {
    path: paths.reminderConfirm,
    access: 'public',
    page: () => import('@/features/catalogue/routes/reminder-confirm-page.tsx'),
  },
  {
    path: paths.smsAlarmsOff,
    access: 'public',
    page: () => import('@/features/account/routes/sms-alarms-off-page.tsx'),
  },
  {
    path: paths.settings,
    access: 'user',
    page: () => import('@/features/account/routes/settings-page.tsx'),
  },
  {
    path: paths.admin,
    access: SCOPES,
    page: () => import('@/features/staff/shell/routes/admin-hub-page.tsx'),
  },
  {
    path: paths.adminCreateDrop,
    access: ['CREATE_DROP'],
    page: () => import('@/features/staff/catalogue/routes/create-drop-page.tsx'),
  },
  {
    path: paths.adminDrops,
    access: ['CREATE_DROP'],
    page: () => import('@/features/staff/catalogue/routes/drops-page.tsx'),
  },
  {
    path: routePatterns.adminEditDrop,
    access: ['CREATE_DROP'],
    page: () => import('@/features/staff/catalogue/routes/edit-drop-page.tsx'),
  },
  {
    path: paths.adminCreateProduct,
    access: ['CREATE_PRODUCT'],
    page: () => import('@/features/staff/catalogue/routes/product-form-page.tsx'),
  },
  {
    path: routePatterns.adminEditProduct,
    access: ['CREATE_PRODUCT'],
    page: () => import('@/features/staff/catalogue/routes/product-form-page.tsx'),
  },
  {
    path: paths.adminEditProductById,
    access: ['CREATE_PRODUCT'],
    page: () => import('@/features/staff/catalogue/routes/edit-product-by-id-page.tsx'),
  },
  {
    path: paths.adminImportProducts,
    access: ['CREATE_PRODUCT'],
    page: () => import('@/features/staff/catalogue/routes/import-products-page.tsx'),
  },
  {
    path: paths.adminManufacturers,
    access: ['CREATE_PRODUCT'],
    page: () => import('@/features/staff/catalogue/routes/manufacturers-page.tsx'),
  },
  {
    path: paths.adminCoupons,
    access: ['MANAGE_COUPONS'],
    page: () => import('@/features/staff/coupons/routes/coupons-page.tsx'),
  },
  {
    path: paths.adminCreateCoupon,
    access: ['MANAGE_COUPONS'],
    page: () => import('@/features/staff/coupons/routes/create-coupon-page.tsx'),
  },
  {
    path: paths.adminOrders,
    access: ['READ_ORDERS'],
    page: () => import('@/features/staff/orders/routes/orders-page.tsx'),
  },
  {
    path: paths.adminKsef,
    access: ['READ_ORDERS'],
    page: () => import('@/features/staff/orders/routes/ksef-page.tsx'),
  },
  {
    path: paths.adminExports,
    access: ['READ_ORDERS'],
    page: () => import('@/features/staff/orders/routes/exports-page.tsx'),
  },
  {
    path: paths.adminAudit,
    access: ['READ_ORDERS'],
    page: () => import('@/features/staff/orders/routes/audit-page.tsx'),
  },
  {
    path: paths.adminStaff,
    access: ['MANAGE_STAFF'],
    page: () => import('@/features/staff/team/routes/staff-page.tsx'),
  },
  {
    path: paths.adminCustomers,
    access: ['READ_CUSTOMERS'],
    page: () => import('@/features/staff/customers/routes/customers-page.tsx'),
  },
  {
    path: paths.adminReturns,
    access: ['MANAGE_RETURNS'],
    page: () => import('@/features/staff/returns/routes/returns-page.tsx'),
  },
  {
    path: paths.cart,
    access: 'public',
    page: () => import('@/features/cart/routes/cart-page.tsx'),
  },
  {
    path: paths.wishlists,
    access: 'user',
    page: () => import('@/features/wishlists/routes/wishlists-page.tsx'),
  },
  {
    path: routePatterns.wishlist,
    access: 'user',
    page: () => import('@/features/wishlists/routes/wishlist-page.tsx'),
  },
  {
    path: paths.checkout,
    access: 'user',
    page: () => import('@/features/checkout/routes/checkout-page.tsx'),
  },
  {
    path: paths.orders,
    access: 'user',
    page: () => import('@/features/orders/routes/orders-page.tsx'),
  },
  {
    path: paths.coupons,
    access: 'user',
    page: () => import('@/features/coupons/routes/coupons-page.tsx'),
  },
];
