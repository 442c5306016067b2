// Every kind of e-mail the shop sends, gathered from the flows and modules that define and queue
// them, for the mail job (jobs/outbox.ts). A new kind is added to its flow's (or module's) own
// list, with its template and one row of email_kinds in a migration (docs/e-mail.md).
import { authEmails } from '../modules/auth/index.ts';
import { emailRegistry } from '../modules/mail/index.ts';
import { newsletterEmails } from '../modules/newsletter/index.ts';
import { reminderEmails } from '../modules/reminders/index.ts';
import { savedSearchEmails } from '../modules/saved-searches/index.ts';
import { wishlistEmails } from '../modules/wishlists/index.ts';
import { invoicingEmails } from './invoicing/emails.ts';
import { orderingEmails } from './ordering/emails.ts';
import { payingEmails } from './paying/emails.ts';
import { recallEmails } from './recalls/emails.ts';
import { refundingEmails } from './refunding/emails.ts';
import { returningEmails } from './returning/emails.ts';
import { shippingEmails } from './shipping/emails.ts';

export const emailKinds = emailRegistry([
  ...orderingEmails,
  ...payingEmails,
  ...shippingEmails,
  ...refundingEmails,
  ...invoicingEmails,
  ...returningEmails,
  ...recallEmails,
  ...authEmails,
  ...newsletterEmails,
  ...reminderEmails,
  ...wishlistEmails,
  ...savedSearchEmails,
]);
