// The e-mails of the newsletter: NEWSLETTER_CONFIRM, the double opt-in link with the
// unsubscribe link (service.ts queues it).
import { defineEmail, queuedText } from '../mail/index.ts';
import { newsletterConfirmEmail } from '../mail/index.ts';

export const newsletterEmails = [
  defineEmail({
    kind: 'NEWSLETTER_CONFIRM',
    about: 'account',
    load: async (email) => ({
      confirmToken: queuedText(email, 'confirmToken'),
      unsubscribeToken: queuedText(email, 'unsubscribeToken'),
    }),
    render: newsletterConfirmEmail,
  }),
];
