// An e-mail about an order, as every flow that queues one defines it: the sender reads the order
// as it is when sending (reads.ts), and whatever else the kind needs (a refund, an invoice's
// PDF, a return), then renders it (modules/mail/kinds.ts).
import type { Order } from '@shop/shared/orders';
import {
  defineEmail,
  type EmailKind,
  type LoadDeps,
  type MailContext,
  type MailMessage,
  type QueuedEmail,
} from '../../modules/mail/index.ts';
import { orderForMail } from './reads.ts';

type Rendered = Omit<MailMessage, 'to'>;

/** The order of a queued order e-mail: it fails (and is retried) once the order is gone. */
async function orderOf(email: QueuedEmail, { db }: LoadDeps): Promise<Order> {
  if (email.orderId === null) throw new Error('the order no longer exists');
  return (await orderForMail(db, email.orderId)).order;
}

/** An order e-mail that needs its order and nothing else. */
export function orderEmail(
  kind: string,
  render: (order: Order, context: MailContext) => Rendered,
): EmailKind {
  return defineEmail({
    kind,
    about: 'order',
    load: (email, deps) => orderOf(email, deps),
    render,
  });
}

/** An order e-mail that needs more than its order: `load` reads it for the order's id. */
export function orderEmailWith<Extra>(
  kind: string,
  load: (
    email: QueuedEmail & { orderId: number },
    deps: LoadDeps,
    context: MailContext,
    order: Order,
  ) => Promise<Extra>,
  render: (order: Order, extra: Extra, context: MailContext) => Rendered,
): EmailKind {
  return defineEmail({
    kind,
    about: 'order',
    load: async (email, deps, context) => {
      const order = await orderOf(email, deps);
      return { order, extra: await load({ ...email, orderId: order.id }, deps, context, order) };
    },
    render: ({ order, extra }, context) => render(order, extra, context),
  });
}
