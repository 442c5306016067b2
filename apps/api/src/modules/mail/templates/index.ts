// Which template writes which e-mail. The job gives each order e-mail the order as it is when
// sending, and each account e-mail the facts queued with it.
import type { Order } from '@shop/shared/orders';
import type { OrderReturn } from '@shop/shared/returns';
import type { OrderEmailData, OrderEmailKind } from '../../../db/schema/mail.ts';
import type { MailMessage } from '../mailer.ts';
import { cancelledEmail } from './cancelled.ts';
import { deliveredEmail } from './delivered.ts';
import { dropOpenedEmail } from './drop-opened.ts';
import { dropReminderConfirmEmail, type ReminderDrop } from './drop-reminder-confirm.ts';
import { expiredEmail } from './expired.ts';
import { invoiceIssuedEmail, type InvoiceFile } from './invoice-issued.ts';
import type { MailContext } from './layout.ts';
import { paidEmail } from './paid.ts';
import { newsletterConfirmEmail } from './newsletter-confirm.ts';
import { passwordResetEmail } from './password-reset.ts';
import { placedEmail } from './placed.ts';
import { priceDroppedEmail, type PriceDropFacts } from './price-dropped.ts';
import { refundedEmail } from './refunded.ts';
import { returnDecidedEmail } from './return-decided.ts';
import { returnRequestedEmail } from './return-requested.ts';
import { shippedEmail } from './shipped.ts';

export type { InvoiceFile } from './invoice-issued.ts';
export type { MailContext, Operator } from './layout.ts';
export {
  newsletterConfirmUrl,
  newsletterUnsubscribeApiUrl,
  newsletterUnsubscribeUrl,
} from './newsletter-confirm.ts';
export { passwordResetUrl } from './password-reset.ts';
export { dropReminderConfirmUrl, type ReminderDrop } from './drop-reminder-confirm.ts';
export type { PriceDropFacts } from './price-dropped.ts';

export interface OrderEmailFacts {
  kind: OrderEmailKind;
  order: Order;
  data: OrderEmailData;
  /** INVOICE_ISSUED only: the invoice named by data.invoiceId, with its PDF. */
  invoice?: InvoiceFile;
  /** RETURN_REQUESTED and RETURN_DECIDED: the return named by data.returnId. */
  orderReturn?: OrderReturn;
}

/** An e-mail about the account: everything it needs was queued with it. */
export type AccountEmailFacts =
  | { kind: 'PASSWORD_RESET'; resetToken: string }
  | { kind: 'NEWSLETTER_CONFIRM'; confirmToken: string; unsubscribeToken: string }
  | { kind: 'DROP_REMINDER_CONFIRM'; drop: ReminderDrop; confirmToken: string }
  | { kind: 'DROP_OPENED'; drop: ReminderDrop }
  | ({ kind: 'PRICE_DROPPED' } & PriceDropFacts);

export type EmailFacts = OrderEmailFacts | AccountEmailFacts;

export function renderEmail(facts: EmailFacts, context: MailContext): Omit<MailMessage, 'to'> {
  if (facts.kind === 'PASSWORD_RESET') return passwordResetEmail(facts.resetToken, context);
  if (facts.kind === 'NEWSLETTER_CONFIRM') return newsletterConfirmEmail(facts, context);
  if (facts.kind === 'DROP_REMINDER_CONFIRM') return dropReminderConfirmEmail(facts, context);
  if (facts.kind === 'DROP_OPENED') return dropOpenedEmail(facts, context);
  if (facts.kind === 'PRICE_DROPPED') return priceDroppedEmail(facts, context);
  return renderOrderEmail(facts, context);
}

export function renderOrderEmail(
  { kind, order, data, invoice, orderReturn }: OrderEmailFacts,
  context: MailContext,
): Omit<MailMessage, 'to'> {
  switch (kind) {
    case 'PLACED':
      return placedEmail(order, context);
    case 'PAID':
      return paidEmail(order, context);
    case 'SHIPPED':
      return shippedEmail(order, context);
    case 'DELIVERED':
      return deliveredEmail(order, context);
    case 'CANCELLED':
      return cancelledEmail(order, context);
    case 'EXPIRED':
      return expiredEmail(order, context);
    case 'REFUNDED':
      return refundedEmail(order, context, data.refundId);
    case 'INVOICE_ISSUED':
      if (!invoice) throw new Error(`invoice ${data.invoiceId} of order ${order.id} not given`);
      return invoiceIssuedEmail(order, context, data.invoiceId, invoice);
    case 'RETURN_REQUESTED':
    case 'RETURN_DECIDED':
      if (!orderReturn) throw new Error(`return ${data.returnId} of order ${order.id} not given`);
      return kind === 'RETURN_REQUESTED'
        ? returnRequestedEmail(order, context, orderReturn)
        : returnDecidedEmail(order, context, orderReturn);
  }
}
