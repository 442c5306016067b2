-- The e-mails of withdrawals and complaints (RETURN_REQUESTED, RETURN_DECIDED: order e-mails)
-- and of reminders (DROP_REMINDER_CONFIRM, DROP_OPENED, PRICE_DROPPED: no order). docs/e-mail.md.
ALTER TABLE outbox_emails DROP CONSTRAINT outbox_emails_kind_check;
ALTER TABLE outbox_emails ADD CONSTRAINT outbox_emails_kind_check
  CHECK (kind IN ('PLACED', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'EXPIRED', 'REFUNDED',
    'INVOICE_ISSUED', 'PASSWORD_RESET', 'NEWSLETTER_CONFIRM', 'RETURN_REQUESTED',
    'RETURN_DECIDED', 'DROP_REMINDER_CONFIRM', 'DROP_OPENED', 'PRICE_DROPPED'));
