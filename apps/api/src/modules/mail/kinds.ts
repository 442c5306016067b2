// E-mail kinds: each is defined once, beside the flow or module that queues it, with how the
// sender reads its facts and renders it. The mail job hands the sender every definition
// (apps/api/src/flows/emails.ts); the database's list of kinds (table email_kinds) must name
// the same set, which a test checks. docs/e-mail.md, "Adding a kind".
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { EmailData } from '../../db/schema/mail.ts';
import type { Config } from '../../config.ts';
import type { MailMessage } from './mailer.ts';
import type { MailContext } from './templates/layout.ts';

/** An e-mail as the outbox holds it. */
export interface QueuedEmail {
  kind: string;
  /** null for an account e-mail, or when the order no longer exists. */
  orderId: number | null;
  data: EmailData;
}

export interface LoadDeps {
  db: Db;
  clock: Clock;
  /** KSeF as configured: whether invoices are sent to it, and its verification address. */
  ksef: KsefMailSettings;
}

export interface KsefMailSettings {
  /**
   * KSEF_MODE as configured: on, an invoice's e-mail waits for its KSeF number; off, for the
   * exemption to be counted; not configured (development only), it does not wait.
   */
  mode: Config['ksef']['mode'];
  /** What the QR codes are made of (KSEF_QR_URL, the offline certificate). */
  qr: Config['ksef']['qr'];
}

export interface EmailDefinition<Facts> {
  /** Its name in the outbox and in the table email_kinds. */
  kind: string;
  /**
   * `order`: about an order, read as it is when sending; `account`: everything it needs was
   * queued in its data, which may hold a secret (a link's token) and is cleared once sent.
   */
  about: 'order' | 'account';
  /**
   * What the template needs, as it is now (the context: for files made for the shop's
   * operator); throws NotDueYet to put the e-mail off.
   */
  load(email: QueuedEmail, deps: LoadDeps, context: MailContext): Promise<Facts>;
  render(facts: Facts, context: MailContext): Omit<MailMessage, 'to'>;
}

/** A definition as the sender sees it: its facts go only from its own load to its own render. */
export interface EmailKind {
  kind: string;
  about: 'order' | 'account';
  send(email: QueuedEmail, deps: LoadDeps, context: MailContext): Promise<Omit<MailMessage, 'to'>>;
}

export function defineEmail<Facts>(definition: EmailDefinition<Facts>): EmailKind {
  return {
    kind: definition.kind,
    about: definition.about,
    send: async (email, deps, context) =>
      definition.render(await definition.load(email, deps, context), context),
  };
}

export type EmailRegistry = ReadonlyMap<string, EmailKind>;

/** The registry of every kind; a name defined twice is a programming error. */
export function emailRegistry(kinds: readonly EmailKind[]): EmailRegistry {
  const registry = new Map<string, EmailKind>();
  for (const kind of kinds) {
    if (registry.has(kind.kind)) throw new Error(`e-mail kind ${kind.kind} is defined twice`);
    registry.set(kind.kind, kind);
  }
  return registry;
}

/** A number the e-mail was queued with; the e-mail fails (and is retried) without it. */
export function queuedNumber(email: QueuedEmail, key: string): number {
  const value = email.data[key];
  if (typeof value !== 'number') throw new Error(`${email.kind}: ${key} is missing`);
  return value;
}

/** A text the e-mail was queued with (a link's token); gone once the e-mail was sent. */
export function queuedText(email: QueuedEmail, key: string): string {
  const value = email.data[key];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`${email.kind}: ${key} is no longer there`);
  }
  return value;
}
