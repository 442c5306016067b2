// Payments: the payment providers (providers/, one configured per app), the log of every
// payment notification received, kept whatever its outcome, the BLIK codes sent for each
// order and each account's remembered BLIK. How a notification or a BLIK code changes an order is the paying flow's
// (flows/paying).
export { alreadyApplied, insertNotification as logNotification } from './repository.ts';
export {
  paidByBlik,
  paymentMethodSql,
  insertBlikCharge,
  latestBlikCharge,
  settleBlikCharge,
  type BlikChargeRow,
} from './blik-charges.ts';
export type { PaymentProvider } from './providers/provider.ts';
export {
  aliasLabel,
  aliasPaid,
  aliasToRegister,
  exportBlikAliasOf,
  findBlikAlias,
  forgetBlikAlias,
  registeredAlias,
  type BlikAliasRow,
} from './blik-aliases.ts';
