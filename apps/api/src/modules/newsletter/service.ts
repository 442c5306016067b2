// Newsletter sign-up: idempotent, and the answer never reveals whether the address was known.
import type { Db } from '../../db/client.ts';
import { insertNewsletterEmail } from './repository.ts';

export async function subscribe(db: Db, email: string): Promise<void> {
  await insertNewsletterEmail(db, email);
}
