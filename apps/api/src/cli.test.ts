// The staff CLI against a real database: embedded PGlite on disk under a temporary DATA_DIR,
// and a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCOPES } from '@shop/shared/scopes';
import { runCli } from './cli.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { dbKinds } from './test/harness.ts';
import { createPostgresDatabase } from './test/postgres-database.ts';
import { randomEmail, strongPassword } from './test/accounts.ts';

describe.each(dbKinds)('cli create-staff [%s]', (kind) => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-cli-'));
    // The migrated database every API test starts from (test/database-images.ts): the tests time
    // the CLI's own work, not building the schema, which on a busy machine took most of 30 s.
    const pgDb =
      kind === 'postgres'
        ? await createPostgresDatabase(
            process.env.TEST_DATABASE_URL!,
            'test',
            inject('postgresTemplate'),
          )
        : undefined;
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'cli-test-secret-cli-test-secret-!!',
      DATABASE_URL: pgDb?.url ?? '',
    };
    cleanup = async () => {
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
    const target = loadConfig(env).database;
    if (target.kind === 'pglite') {
      // Written to DATA_DIR, where the CLI opens it, from the migrated image.
      const image = new Blob([await readFile(inject('pgliteImage'))]);
      await (await openDatabase({ ...target, image })).close();
    }
  }, 120_000);
  afterAll(() => cleanup());

  /** Runs a command; `password` is what the operator types at the prompt. */
  const run = async (argv: string[], password = '') => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, {
      env,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      readPassword: async () => password,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  /** Logs in through a real app on the same database and returns the token's scopes. */
  const loginScopes = async (email: string, password: string) => {
    const config = loadConfig(env);
    const database = await openDatabase(config.database);
    const app = await buildApp({ config, database });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (res.statusCode !== 200) return res.statusCode;
      return (await app.tokens.verify(res.json().token))?.scopes;
    } finally {
      await app.close();
      await database.close();
    }
  };

  it('creates a staff account with every scope by default (exit 0)', async () => {
    const email = randomEmail('cli');
    const password = strongPassword();
    const result = await run(['create-staff', '--email', email.toUpperCase()], password);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`Created staff account ${email}`);
    expect(await loginScopes(email, password)).toEqual([
      'CREATE_DROP',
      'CREATE_PRODUCT',
      'MANAGE_COUPONS',
      'READ_ORDERS',
      'CREATE_RECEIPT',
      'UPDATE_ORDERS',
      'MANAGE_RETURNS',
      'MANAGE_STAFF',
      'READ_CUSTOMERS',
    ]);
  });

  // A process of its own, on one database only (how the password arrives does not depend on
  // it): PostgreSQL when there is one, since a new process opening PGlite starts its WebAssembly
  // engine first, which on a busy 2-core machine took most of the test's 30 s.
  const ownProcess = kind === 'postgres' || !process.env.TEST_DATABASE_URL;
  if (ownProcess)
    it('reads the password from standard input when it is piped in', async () => {
      const email = randomEmail('cli');
      const password = strongPassword();
      const child = spawn(
        process.execPath,
        [path.join(inject('serverBuild'), 'cli.js'), 'create-staff', '--email', email],
        { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stdin.end(`${password}\n`);
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect({ code, output }).toMatchObject({ code: 0 });
      expect(output).not.toContain(password);
      expect(await loginScopes(email, password)).toEqual([...SCOPES]);
    });

  it('updates the scopes and password of an existing account', async () => {
    const email = randomEmail('cli');
    await run(['create-staff', '--email', email], strongPassword());
    const password = strongPassword();
    const result = await run(
      ['create-staff', '--email', email, '--scopes', 'read_orders, CREATE_RECEIPT'],
      password,
    );
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Updated staff account ${email}`);
    expect(await loginScopes(email, password)).toEqual(['READ_ORDERS', 'CREATE_RECEIPT']);
  });

  const strong = 'Zielony-Rower-Jedzie-77';
  it.each([
    ['no command', [], strong, /Usage/],
    ['an unknown command', ['make-coffee'], strong, /Unknown command: make-coffee/],
    ['no e-mail', ['create-staff'], strong, /--email is required/],
    ['no password', ['create-staff', '--email', 'a@example.com'], '', /no password given/],
    [
      'a password on the command line',
      ['create-staff', '--email', 'a@example.com', '--password', strong],
      strong,
      /not taken on the command line/,
    ],
    ['a bad e-mail', ['create-staff', '--email', 'nope'], strong, /not a valid e-mail/],
    ['a weak password', ['create-staff', '--email', 'a@example.com'], 'haslo123', /too weak/],
    [
      'an unknown scope',
      ['create-staff', '--email', 'a@example.com', '--scopes', 'CREATE_DROP,GOD_MODE'],
      strong,
      /Unknown scope\(s\): GOD_MODE/,
    ],
    [
      'empty scopes',
      ['create-staff', '--email', 'a@example.com', '--scopes', ','],
      strong,
      /--scopes is empty/,
    ],
    [
      'an unknown option',
      ['create-staff', '--email', 'a@example.com', '--admin'],
      strong,
      /Unknown option/,
    ],
  ])('exits 2 for %s', async (_why, argv, password, message) => {
    const result = await run(argv, password);
    expect(result.code).toBe(2);
    expect(result.out + result.err).toMatch(message);
  });

  it('created nothing for the refused commands', async () => {
    expect(await loginScopes('a@example.com', strong)).toBe(401);
  });

  it('exits 1 when the database cannot be reached', async () => {
    const saved = env;
    env = { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    try {
      const result = await run(['create-staff', '--email', randomEmail('cli')], strongPassword());
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^Error: /);
    } finally {
      env = saved;
    }
  });
});
