// The e-mails of accounts: PASSWORD_RESET, its single-use link (password-reset.ts queues it).
import { defineEmail, queuedText } from '../mail/service.ts';
import { passwordResetEmail } from '../mail/templates/password-reset.ts';

export const authEmails = [
  defineEmail({
    kind: 'PASSWORD_RESET',
    about: 'account',
    load: async (email) => queuedText(email, 'resetToken'),
    render: passwordResetEmail,
  }),
];
