// The payment-provider interface. Each provider also brings its own
// routes (the simulator's page, Przelewy24's redirect); notifications share one webhook, refund
// notifications another.
import type { BlikRefusal } from '@shop/shared/blik';
import type {
  PaymentNotification,
  PaymentProviderName,
  RefundNotification,
} from '@shop/shared/payments';

export interface PaymentStart {
  sessionId: string;
}

/** A notification whose signature and merchant were checked: it really comes from the provider. */
export type VerifiedNotification = PaymentNotification;

export type NotificationCheck =
  { ok: true; notification: VerifiedNotification } | { ok: false; reason: string };

/** A refund notification whose signature and merchant were checked. */
export type VerifiedRefundNotification = RefundNotification;

export type RefundNotificationCheck =
  { ok: true; notification: VerifiedRefundNotification } | { ok: false; reason: string };

/** Money to send back from one of the provider's transactions (Przelewy24 POST /transaction/refund). */
export interface ProviderRefund {
  /** The provider's idempotency key: the same request again never refunds twice. */
  requestId: string;
  /** The shop's id of the refund (refundsUuid), which its notification carries back. */
  refundsUuid: string;
  /** The provider's number of the paid transaction (P24 orderId) and its session. */
  transactionId: number;
  sessionId: string;
  /** Grosze. */
  amount: number;
  /** What the shopper reads in the transfer's details. */
  description: string;
}

/** The provider took the refund (its outcome comes by notification), or refused it for good. */
export type RefundRegistration = { accepted: true } | { accepted: false; message: string };

/** An order's transaction registered with the provider (Przelewy24 transaction/register). */
export interface PaymentRegistration {
  sessionId: string;
  /** Grosze. */
  amount: number;
  description: string;
  email: string;
  urlReturn: string;
  urlStatus: string;
  /** The shopper's browser: Przelewy24 needs it to charge a BLIK code (additional.PSU). */
  payer: { ip: string; userAgent: string };
  /**
   * Whole minutes the payment may take (Przelewy24 timeLimit, 1 to 99): what is left of the
   * reservation, so the payment cannot complete after it.
   */
  timeLimit: number;
  /** The account's remembered BLIK (Przelewy24 methodRefId), so it can be charged without a code. */
  blikAlias?: string;
  /**
   * The method the shopper chose in the shop (Przelewy24 `method`), with their consent to
   * Przelewy24's terms given there (`regulationAccept`): they land straight in it.
   */
  method?: number;
}

/** A payment method the provider offers now, as it names and groups it (payment/methods). */
export interface ProviderMethod {
  id: number;
  name: string;
  /** Przelewy24's group: FastTransfers, Credit Card, Wallet, Installments, Blik... */
  group: string;
  imgUrl: string | null;
}

/** A BLIK code for a registered transaction (Przelewy24 paymentMethod/blik/chargeByCode). */
export interface BlikCode {
  token: string;
  sessionId: string;
  amount: number;
  /** Six digits. */
  code: string;
  /** Remembers the shopper's BLIK with this payment (aliasValue, aliasLabel): the shopper consented. */
  alias?: { value: string; label: string };
}

/** The remembered BLIK charged on a registered transaction (paymentMethod/blik/chargeByAlias). */
export interface BlikAliasCharge {
  token: string;
  sessionId: string;
  amount: number;
  /** The alias the transaction was registered with. */
  alias: string;
  /** The bank app the shopper chose (alternativeKey), after several were offered. */
  app?: string;
}

/** A bank app the remembered BLIK sits in: its key for the next charge, and its name. */
export interface BlikApp {
  key: string;
  label: string;
}

/**
 * The provider took the code (the shopper now confirms in the bank app; the payment comes by
 * notification) with its transaction number, or refused it at once.
 */
export type BlikAnswer =
  { accepted: true; transactionId: number } | { accepted: false; refusal: BlikRefusal };

/** As BlikAnswer, or the bank apps to choose from when the alias sits in several. */
export type BlikAliasAnswer =
  BlikAnswer | { accepted: false; refusal: 'CHOOSE_APP'; apps: BlikApp[] };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Where the shopper goes to pay this order (its `paymentUrl`). Answers at once, without the
   * network, so placing an order never waits for the provider or fails because of it.
   */
  createPayment(start: PaymentStart): string;
  /** Parses a notification body and checks its signature. Never throws on bad input. */
  verifyNotification(body: unknown): NotificationCheck;
  /** Tells the provider the shop accepts the payment (Przelewy24 "verify"); throws if refused. */
  confirm(notification: VerifiedNotification): Promise<void>;
  /**
   * Registers a refund, whose outcome the provider posts later to the shop's refund webhook.
   * Throws when the provider cannot be reached or answers something unexpected: the caller
   * tries again later with the same requestId.
   */
  refund(refund: ProviderRefund): Promise<RefundRegistration>;
  /** Parses a refund notification body and checks its signature. Never throws on bad input. */
  verifyRefundNotification(body: unknown): RefundNotificationCheck;
  /** Registers the order's transaction and answers its token; throws when that fails. */
  registerPayment(registration: PaymentRegistration): Promise<string>;
  /** Charges a BLIK code; throws when the provider cannot be reached or answers nonsense. */
  chargeBlik(code: BlikCode): Promise<BlikAnswer>;
  /** Charges the remembered BLIK; throws as chargeBlik does. */
  chargeBlikAlias(charge: BlikAliasCharge): Promise<BlikAliasAnswer>;
  /** The methods offered for this amount (grosze), active ones only; throws when unreachable. */
  paymentMethods(amount: number): Promise<ProviderMethod[]>;
}
