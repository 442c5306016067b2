// The auth module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export * from './service.ts';
export { customerAccount, findCustomers, setCustomerBlock } from './customers.ts';
export { authEmails } from './emails.ts';
export { authRoutes } from './routes.ts';
export { exportPasskeysOf } from './passkeys.ts';
export { passkeyRoutes } from './passkey-routes.ts';
export { openSessions, type Sessions } from './sessions.ts';
export { staffRoutes } from './staff-routes.ts';
export { ensureStartupAccounts } from './startup-accounts.ts';
