// The payment-provider interface. Each provider also brings its own
// routes (the simulator's page, Przelewy24's redirect); notifications share one webhook.
import type { PaymentNotification, PaymentProviderName } from '@shop/shared/payments';

export interface PaymentStart {
  sessionId: string;
}

/** A notification whose signature and merchant were checked: it really comes from the provider. */
export type VerifiedNotification = PaymentNotification;

export type NotificationCheck =
  { ok: true; notification: VerifiedNotification } | { ok: false; reason: string };

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
}
