// Payments: the payment providers (providers/, one configured per app) and the log of every
// payment notification received, kept whatever its outcome. How a notification changes an
// order is the paying flow's (flows/paying).
export { alreadyApplied, insertNotification as logNotification } from './repository.ts';
export type { PaymentProvider } from './providers/provider.ts';
