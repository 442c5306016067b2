// The wishlists module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export * from './service.ts';
export { wishlistEmails } from './emails.ts';
export { wishlistRoutes } from './routes.ts';
export { priceAlertsWithdrawRoutes } from './price-alerts-withdraw-routes.ts';
