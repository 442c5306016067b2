// Drizzle table definitions, one file per owning module (modules/<name> reads and writes the
// tables of db/schema/<name>.ts; .dependency-cruiser.cjs checks it, docs/decisions/015 lists
// the exceptions). The SQL itself lives in ../migrations. This index is for the client only.
export * from './auth.ts';
export * from './account.ts';
export * from './newsletter.ts';
export * from './drops.ts';
export * from './products.ts';
export * from './cart.ts';
export * from './wishlists.ts';
export * from './coupons.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './shipments.ts';
export * from './mail.ts';
export * from './invoices.ts';
export * from './refunds.ts';
export * from './returns.ts';
export * from './reminders.ts';
export * from './ksef.ts';
export * from './lobby.ts';
export * from './audit.ts';
export * from './saved-searches.ts';
export * from './push.ts';
export * from './sms.ts';
export * from './alarms.ts';
