// Secrets outside production when their setting is not given (the token signing key without
// JWT_SECRET, the Web Push VAPID key pair without WEB_PUSH_VAPID_*): made by the first start and
// kept in DATA_DIR, so tokens and browsers' push subscriptions survive restarts and nothing
// secret is written in the source. Several processes may start at once: the file appears whole
// or not at all.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** The secret kept in `dataDir/fileName`, made by `make` (48 random bytes) the first time. */
export function keptSecret(
  dataDir: string,
  fileName = 'jwt-secret',
  make = () => randomBytes(48).toString('base64url'),
): string {
  const file = path.join(dataDir, fileName);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (code(error) !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, make(), { mode: 0o600 });
  try {
    linkSync(draft, file); // fails if another process was first: its secret is used
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}
