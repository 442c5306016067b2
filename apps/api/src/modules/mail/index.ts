// The mail module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export * from './service.ts';
export { createMailer, type Mailer } from './mailer.ts';
export { cancelledEmail } from './templates/cancelled.ts';
export { deliveredEmail } from './templates/delivered.ts';
export { dropOpenedEmail } from './templates/drop-opened.ts';
export { dropReminderConfirmEmail, type ReminderDrop } from './templates/drop-reminder-confirm.ts';
export { expiredEmail } from './templates/expired.ts';
export { invoiceIssuedEmail } from './templates/invoice-issued.ts';
export { newsletterConfirmEmail } from './templates/newsletter-confirm.ts';
export { paidEmail } from './templates/paid.ts';
export { passkeyAddedEmail } from './templates/passkey-added.ts';
export { passkeyRemovedEmail } from './templates/passkey-removed.ts';
export { passwordChangedEmail } from './templates/password-changed.ts';
export { passwordResetEmail } from './templates/password-reset.ts';
export { paymentReminderEmail } from './templates/payment-reminder.ts';
export { placedEmail } from './templates/placed.ts';
export { priceDroppedEmail } from './templates/price-dropped.ts';
export { priceTargetReachedEmail } from './templates/price-target-reached.ts';
export { savedSearchMatchedEmail } from './templates/saved-search-matched.ts';
export { productRecalledEmail } from './templates/product-recalled.ts';
export { refundedEmail } from './templates/refunded.ts';
export { returnDecidedEmail } from './templates/return-decided.ts';
export { returnRequestedEmail } from './templates/return-requested.ts';
export { shippedEmail } from './templates/shipped.ts';
export { staffInviteEmail } from './templates/staff-invite.ts';
export { withdrawalConfirmedEmail } from './templates/withdrawal-confirmed.ts';
