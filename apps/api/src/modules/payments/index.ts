// The payments module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export * from './service.ts';
export { NOTIFICATION_PATH, REFUND_NOTIFICATION_PATH } from './paths.ts';
export { createPaymentProvider, type ConfiguredProvider } from './providers/index.ts';
export {
  type BlikAliasAnswer,
  type BlikAnswer,
  type BlikApp,
  type PaymentProvider,
  type PaymentRegistration,
  type ProviderMethod,
} from './providers/provider.ts';
export { type Przelewy24Provider } from './providers/przelewy24.ts';
export { type SimulatorProvider } from './providers/simulator.ts';
export { simulatorNotFoundPage, simulatorPage } from './simulator-page.ts';
