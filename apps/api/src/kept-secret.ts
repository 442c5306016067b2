// The token signing key outside production when JWT_SECRET is not set: random, made by the
// first start and kept in DATA_DIR, so tokens survive restarts and nothing secret is written
// in the source. Several processes may start at once: the file appears whole or not at all.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE_NAME = 'jwt-secret';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

export function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, FILE_NAME);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (code(error) !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file); // fails if another process was first: its secret is used
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}
