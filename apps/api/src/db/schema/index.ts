// Drizzle table definitions, one file per domain. The SQL itself lives in ../migrations.
export {};
export * from './accounts.ts';
export * from './catalogue.ts';
export * from './cart.ts';
export * from './orders.ts';
