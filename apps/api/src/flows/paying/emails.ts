// The e-mails of paying: PAID, queued with the payment that pays the order (payment.ts).
import { paidEmail } from '../../modules/mail/index.ts';
import { orderEmail } from '../ordering/order-email.ts';

export const payingEmails = [orderEmail('PAID', paidEmail)];
