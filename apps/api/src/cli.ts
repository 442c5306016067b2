// Operator commands, run with `npm run cli -- <command> ...` against the configured database
// (DATABASE_URL, else the embedded one under DATA_DIR):
//   create-staff --email E [--scopes A,B,...] [--owner]   (all scopes when none are given;
//   --owner: the shop's owner, docs/staff.md)
// The password is typed at a prompt that does not echo it, or piped in on standard input: on
// the command line npm would print it and `ps` would show it to every user of the machine.
// Exit codes: 0 done, 1 failed, 2 bad arguments.
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { emailSchema } from '@shop/shared/accounts';
import { SCOPES, scopeSchema, type Scope } from '@shop/shared/scopes';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { AppError } from './http/errors.ts';
import { ensureAccount } from './modules/auth/index.ts';

const USAGE = `Usage: npm run cli -- create-staff --email E [--scopes A,B,...] [--owner]
Scopes: ${SCOPES.join(', ')} (all of them when --scopes is left out).
Creates the staff account, or sets the password and scopes of an existing one (which ends its
sessions). --owner makes it the shop's owner: every scope, and no other account can change its
scopes or switch it off; an owner switched off is switched on again. The password is asked for at a prompt, or read from standard input:
  printf '%s\n' "$STAFF_PASSWORD" | npm run cli -- create-staff --email E`;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  /** The password: typed at a prompt, or the first line of standard input. */
  readPassword: () => Promise<string>;
}

class UsageError extends Error {}

interface StaffArgs {
  email: string;
  scopes: Scope[];
  owner: boolean;
}

function parseCreateStaff(args: string[]): StaffArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        scopes: { type: 'string' },
        owner: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.password !== undefined) {
    throw new UsageError(
      '--password is not taken on the command line (npm prints it, ps shows it): type it at the prompt or pipe it in',
    );
  }
  if (!values.email) throw new UsageError('--email is required');
  const email = emailSchema.safeParse(values.email);
  if (!email.success)
    throw new UsageError(`--email is not a valid e-mail address: ${values.email}`);
  return { email: email.data, scopes: parseScopes(values.scopes), owner: values.owner === true };
}

function parseScopes(raw: string | undefined): Scope[] {
  if (raw === undefined) return [...SCOPES];
  const names = raw
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (names.length === 0) throw new UsageError('--scopes is empty');
  const unknown = names.filter((name) => !scopeSchema.safeParse(name).success);
  if (unknown.length > 0) {
    throw new UsageError(`Unknown scope(s): ${unknown.join(', ')}. Valid: ${SCOPES.join(', ')}`);
  }
  return [...new Set(names)] as Scope[];
}

async function createStaff(staff: StaffArgs, io: CliIo) {
  const password = await io.readPassword();
  if (!password) throw new UsageError('no password given');
  const config = loadConfig(io.env);
  const database = await openDatabase(config.database);
  try {
    await migrate(database);
    const { created, scopes, owner } = await ensureAccount(
      database.db,
      { ...staff, password },
      { now: new Date(), source: 'cli create-staff' },
    );
    io.out(
      `${created ? 'Created' : 'Updated'} ${owner ? "the shop's owner" : 'staff account'} ${staff.email} with scopes: ${scopes.join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

/** Runs one command and returns the process exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'create-staff') {
      await createStaff(parseCreateStaff(args), io);
      return 0;
    }
    if (command === undefined || command === 'help' || command === '--help') {
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(`Unknown command: ${command}`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`Error: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AppError && error.code === 'PasswordTooWeakException') {
      io.err('Error: the password is too weak (zxcvbn score below 3): choose a longer one');
      return 2;
    }
    io.err(`Error: ${(error as Error).message}`);
    return 1;
  }
}

/** Asks for the password without echoing it on a terminal; else reads standard input's first line. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = '';
    for await (const chunk of process.stdin) input += String(chunk);
    return input.split(/\r?\n/)[0] ?? '';
  }
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write('Password: ');
    muted = true;
    return await prompt.question('');
  } finally {
    muted = false;
    prompt.close();
    process.stdout.write('\n');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await runCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.info(line),
    err: (line) => console.error(line),
    readPassword,
  });
}
