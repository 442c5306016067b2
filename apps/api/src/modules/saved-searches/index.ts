// The saved searches module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export * from './service.ts';
export { savedSearchEmails } from './emails.ts';
export { savedSearchRoutes } from './routes.ts';
export { savedSearchWithdrawRoutes } from './withdraw-routes.ts';
