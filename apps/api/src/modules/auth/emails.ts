// The e-mails of accounts: PASSWORD_RESET, its single-use link (password-reset.ts queues it),
// STAFF_INVITE, a new staff member's link to set their password (staff.ts queues it),
// PASSKEY_ADDED and PASSKEY_REMOVED, a passkey added to the account or removed from it
// (passkeys.ts queues them), and PASSWORD_CHANGED, the password changed in the account's
// settings (service.ts queues it).
import { defineEmail, queuedText } from '../mail/index.ts';
import { passwordResetEmail } from '../mail/index.ts';
import { staffInviteEmail } from '../mail/index.ts';
import { passkeyAddedEmail, passkeyRemovedEmail } from '../mail/index.ts';
import { passwordChangedEmail } from '../mail/index.ts';

export const authEmails = [
  defineEmail({
    kind: 'PASSWORD_RESET',
    about: 'account',
    load: async (email) => queuedText(email, 'resetToken'),
    render: passwordResetEmail,
  }),
  defineEmail({
    kind: 'STAFF_INVITE',
    about: 'account',
    load: async (email) => ({
      token: queuedText(email, 'resetToken'),
      // Queued before issue 45 without them: the e-mail then names neither.
      invitedBy: typeof email.data?.invitedBy === 'string' ? email.data.invitedBy : null,
      expiresAt: typeof email.data?.expiresAt === 'string' ? email.data.expiresAt : null,
    }),
    render: staffInviteEmail,
  }),
  defineEmail({
    kind: 'PASSKEY_ADDED',
    about: 'account',
    load: async (email) => ({
      name: queuedText(email, 'name'),
      addedAt: queuedText(email, 'addedAt'),
    }),
    render: passkeyAddedEmail,
  }),
  defineEmail({
    kind: 'PASSKEY_REMOVED',
    about: 'account',
    load: async (email) => ({
      name: queuedText(email, 'name'),
      removedAt: queuedText(email, 'removedAt'),
    }),
    render: passkeyRemovedEmail,
  }),
  defineEmail({
    kind: 'PASSWORD_CHANGED',
    about: 'account',
    load: async (email) => ({ changedAt: queuedText(email, 'changedAt') }),
    render: passwordChangedEmail,
  }),
];
