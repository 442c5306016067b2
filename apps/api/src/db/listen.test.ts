// LISTEN on PostgreSQL through a connection that is lost: notifications come again after the
// reconnect with a gap announced, and stopping while a new connection is being opened leaves
// no connection behind (one left behind holds the database: it cannot be dropped or moved).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from './client.ts';
import { createPostgresDatabase } from '../test/postgres-database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP relay to PostgreSQL that can hold new connections: while `hold()` is on, a connection
 * is accepted but nothing passes until `release()`. `open()` counts the connections through it.
 */
async function relayTo(target: URL) {
  let held: (() => void)[] | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const pipe = () => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(upstream);
      upstream.on('close', () => {
        sockets.delete(upstream);
        socket.destroy();
      });
      socket.on('close', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
      socket.pipe(upstream).pipe(socket);
    };
    if (held) {
      socket.pause();
      held.push(pipe);
    } else pipe();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    hold: () => (held = []),
    heldCount: () => held?.length ?? 0,
    open: () => sockets.size,
    release() {
      const waiting = held ?? [];
      held = null;
      for (const go of waiting) go();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(postgresUrl)('LISTEN through a lost connection [postgres]', () => {
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: pg.Client;

  beforeAll(async () => {
    target = await createPostgresDatabase(postgresUrl!);
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await target?.drop();
  });

  const listeners = async () =>
    (
      await admin.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'",
        [target.name],
      )
    ).rows[0]!.count;
  const dropListeners = () =>
    admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'",
      [target.name],
    );
  const notify = (database: Database, payload: string) =>
    database.session((run) => run(`SELECT pg_notify('lost', '${payload}')`));

  it('hears again after the connection is lost, and says that it may have missed some', async () => {
    const database = await openDatabase({ kind: 'postgres', url: target.url });
    const heard: string[] = [];
    let gaps = 0;
    const stop = await database.listen('lost', {
      onPayload: (payload) => heard.push(payload),
      onGap: () => (gaps += 1),
    });
    try {
      await notify(database, 'before');
      await expect.poll(() => heard).toEqual(['before']);
      await dropListeners();
      await expect.poll(() => gaps, { timeout: 5_000 }).toBe(1);
      await notify(database, 'after');
      await expect.poll(() => heard).toEqual(['before', 'after']);
    } finally {
      await stop();
      await database.close();
    }
    await expect.poll(listeners).toBe(0);
  });

  it('stopped while a new connection is being opened: that connection is ended too', async () => {
    const relay = await relayTo(new URL(target.url));
    const database = await openDatabase({ kind: 'postgres', url: relay.url });
    let gaps = 0;
    const stop = await database.listen('lost', { onPayload: () => {}, onGap: () => (gaps += 1) });
    try {
      relay.hold();
      await dropListeners();
      // The reconnect (100 ms later) reaches the relay and waits there: stop comes meanwhile.
      await expect.poll(relay.heldCount).toBe(1);
      const stopping = stop();
      relay.release();
      await stopping;
      await database.close();
      // A connection left open would stay in the relay (and on the database) for good.
      await expect.poll(relay.open, { timeout: 3_000 }).toBe(0);
      expect(await listeners()).toBe(0);
      expect(gaps).toBe(0);
    } finally {
      await relay.close();
    }
  });
});
