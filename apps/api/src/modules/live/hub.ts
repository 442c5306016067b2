// The live stock hub of one replica: open Server-Sent Events streams and what each follows.
// Changes from the catalogue feed are gathered for a moment and read once for all streams,
// so a burst of orders costs one query per replica, not one per shopper. Scheduled changes
// (a drop's start, price steps, withdrawal) are announced when their moment comes.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS, type LiveQuery, type LiveStock } from '@shop/shared/live';
import type { CatalogueChange } from '../../catalogue/changes.ts';
import { getLiveStock } from '../products/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/**
 * Changes within this window go out together: 100 ms, longer with many open streams (each
 * flush is a write to every stream that follows what changed; at an opening thousands follow one
 * drop while its pieces go one by one), up to a second from 10,000 streams.
 */
export const gatherMs = (streams: number) => Math.min(1_000, Math.max(100, streams / 10));
/** A comment line this often keeps proxies from closing an idle stream. */
const PING_MS = 20_000;
/** Timers are not set further ahead than this; the schedule is checked again then. */
const MAX_TIMER_MS = 60 * 60_000;
/**
 * A first read is kept for streams opened this soon after it, unless the catalogue changed or a
 * scheduled moment came meanwhile: at an opening thousands of pages open the stream each second.
 */
export const FIRST_READ_KEEP_MS = 250;
/** A stream that cannot take this much more output is too slow to follow: it is closed. */
const MAX_BUFFERED_BYTES = 1_000_000;

export interface HubDeps {
  now(): Date;
  readStock(among: { productIds: number[]; dropIds: number[] }, now: Date): Promise<LiveStock[]>;
  nextScheduledChange(now: Date): Promise<number>;
  dropsChangedBetween(from: Date, to: Date): Promise<number[]>;
  onError(error: unknown): void;
}

/** Who a lobby ticket is for. */
export interface LobbyMember {
  userId: number;
  dropId: number;
}

/**
 * The lobby's side of the stream (flows/lobby/live.ts): a stream opened with a lobby ticket
 * also carries that shopper's place in the drop's lobby, as `lobby` events.
 */
export interface LobbyFeed {
  /** Who `ticket` is for; null for a forged, foreign or expired one. */
  memberOf(ticket: string): Promise<LobbyMember | null>;
  /** Sends `client` the member's place from now on; answers how to stop. */
  follow(client: LiveClient, member: LobbyMember): () => void;
}

export class LiveClient {
  constructor(
    readonly response: ServerResponse,
    readonly follows: LiveQuery,
  ) {}

  send(event: string, data: unknown) {
    this.sendJson(event, JSON.stringify(data));
  }

  /** Sends an event whose data is already JSON (the same for many streams). */
  sendJson(event: string, json: string) {
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.response.destroy();
      return;
    }
    this.response.write(`event: ${event}\ndata: ${json}\n\n`);
  }
}

function addTo<K>(map: Map<K, Set<LiveClient>>, key: K, client: LiveClient) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(client);
}

function removeFrom<K>(map: Map<K, Set<LiveClient>>, key: K, client: LiveClient) {
  const set = map.get(key);
  set?.delete(client);
  if (set?.size === 0) map.delete(key);
}

export class LiveHub {
  private readonly byProduct = new Map<number, Set<LiveClient>>();
  private readonly byDrop = new Map<number, Set<LiveClient>>();
  private readonly clients = new Set<LiveClient>();
  /** Products, and drops whose every product, to read and send on the next flush. */
  private readonly changed = new Set<number>();
  private readonly changedDrops = new Set<number>();
  private gatherTimer: NodeJS.Timeout | null = null;
  private scheduleTimer: NodeJS.Timeout | null = null;
  private readonly pingTimer: NodeJS.Timeout;
  private lastScheduleCheck: Date;
  /** Only the latest armSchedule() call sets the timer. */
  private armings = 0;
  /**
   * Catalogue changes and scheduled moments seen so far: a first read may be shared only if none
   * came since it began.
   */
  private changesSeen = 0;
  /** First reads (the `stock` event's JSON) by what they follow: streams opened together share one. */
  private readonly firstReads = new Map<
    string,
    { changes: number; at: number; json: Promise<string> }
  >();
  /** Set by the lobby flow: places pushed to streams opened with a lobby ticket. */
  lobby: LobbyFeed | null = null;

  constructor(private readonly deps: HubDeps) {
    this.lastScheduleCheck = deps.now();
    this.pingTimer = setInterval(() => {
      for (const client of this.clients) client.response.write(': ping\n\n');
    }, PING_MS);
    this.pingTimer.unref();
  }

  get size() {
    return this.clients.size;
  }

  /** Starts following; the stream gets the current stock of what it follows at once. */
  async add(response: ServerResponse, follows: LiveQuery): Promise<LiveClient> {
    const client = new LiveClient(response, follows);
    this.clients.add(client);
    for (const id of follows.products) addTo(this.byProduct, id, client);
    for (const id of follows.drops) addTo(this.byDrop, id, client);
    client.sendJson(LIVE_EVENTS.stock, await this.firstRead(follows));
    if (this.clients.size === 1) void this.armSchedule();
    return client;
  }

  /**
   * The current stock of what `follows` names, as the `stock` event's JSON. At an opening
   * thousands of pages open the same stream at once: they share one read (for
   * FIRST_READ_KEEP_MS), unless the catalogue changed or a scheduled moment came since it began
   * (it may show what was replaced, and the change's own update went only to streams open then).
   */
  private firstRead(follows: LiveQuery): Promise<string> {
    const key = `${follows.products.join(',')}/${follows.drops.join(',')}`;
    const now = Date.now();
    const kept = this.firstReads.get(key);
    if (kept && kept.changes === this.changesSeen && now - kept.at < FIRST_READ_KEEP_MS) {
      return kept.json;
    }
    const read = {
      changes: this.changesSeen,
      at: now,
      json: this.deps
        .readStock({ productIds: follows.products, dropIds: follows.drops }, this.deps.now())
        .then((items) => JSON.stringify({ items })),
    };
    this.firstReads.set(key, read);
    const forget = () => {
      if (this.firstReads.get(key) === read) this.firstReads.delete(key);
    };
    read.json.catch(forget);
    setTimeout(forget, FIRST_READ_KEEP_MS).unref();
    return read.json;
  }

  remove(client: LiveClient) {
    this.clients.delete(client);
    for (const id of client.follows.products) removeFrom(this.byProduct, id, client);
    for (const id of client.follows.drops) removeFrom(this.byDrop, id, client);
  }

  /** A change from the catalogue feed. */
  onChange(change: CatalogueChange) {
    this.changesSeen += 1;
    if (change.kind === 'gap') {
      // What was missed is unknown: everything followed is read again.
      for (const id of this.byProduct.keys()) this.changed.add(id);
      for (const id of this.byDrop.keys()) this.changedDrops.add(id);
    } else if (change.kind === 'drop') {
      void this.armSchedule();
      return;
    } else if (
      this.byProduct.has(change.productId) ||
      change.dropIds.some((id) => this.byDrop.has(id))
    ) {
      this.changed.add(change.productId);
    } else {
      return;
    }
    this.gatherTimer ??= setTimeout(() => void this.flush(), gatherMs(this.clients.size));
  }

  private async flush() {
    this.gatherTimer = null;
    const productIds = [...this.changed];
    const dropIds = [...this.changedDrops];
    this.changed.clear();
    this.changedDrops.clear();
    try {
      const items = await this.deps.readStock({ productIds, dropIds }, this.deps.now());
      const outgoing = new Map<LiveClient, LiveStock[]>();
      for (const item of items) {
        for (const to of [this.byProduct.get(item.id), this.byDrop.get(item.dropId)]) {
          for (const client of to ?? []) {
            let list = outgoing.get(client);
            if (!list) outgoing.set(client, (list = []));
            // Following the product and its drop, a stream gets the item once.
            if (list.at(-1) !== item) list.push(item);
          }
        }
      }
      // Streams that follow the same things get the same items: serialised once for them all.
      const json = new Map<string, string>();
      for (const [client, clientItems] of outgoing) {
        const ids = clientItems.map((item) => item.id).join(',');
        let text = json.get(ids);
        if (text === undefined) json.set(ids, (text = JSON.stringify({ items: clientItems })));
        client.sendJson(LIVE_EVENTS.stock, text);
      }
    } catch (error) {
      this.deps.onError(error);
    }
  }

  /** Sends `schedule` to streams following drops whose scheduled moment has come. */
  async checkSchedule() {
    this.changesSeen += 1;
    const now = this.deps.now();
    const from = this.lastScheduleCheck;
    this.lastScheduleCheck = now;
    try {
      const dropIds = (await this.deps.dropsChangedBetween(from, now)).filter((id) =>
        this.byDrop.has(id),
      );
      if (dropIds.length > 0) {
        const to = new Set(dropIds.flatMap((id) => [...this.byDrop.get(id)!]));
        for (const client of to) {
          client.send(LIVE_EVENTS.schedule, {
            dropIds: dropIds.filter((id) => client.follows.drops.includes(id)),
          });
        }
      }
    } catch (error) {
      this.deps.onError(error);
    }
    await this.armSchedule();
  }

  private async armSchedule() {
    const arming = ++this.armings;
    if (this.scheduleTimer) clearTimeout(this.scheduleTimer);
    this.scheduleTimer = null;
    if (this.clients.size === 0) return;
    const now = this.deps.now();
    const next = await this.deps.nextScheduledChange(now).catch((error: unknown) => {
      this.deps.onError(error);
      return now.getTime() + 5_000;
    });
    if (arming !== this.armings || !Number.isFinite(next)) return;
    const delay = Math.min(Math.max(next - now.getTime(), 0), MAX_TIMER_MS);
    this.scheduleTimer = setTimeout(() => void this.checkSchedule(), delay);
    this.scheduleTimer.unref();
  }

  /** Ends every stream (the server is closing). */
  close() {
    clearInterval(this.pingTimer);
    if (this.gatherTimer) clearTimeout(this.gatherTimer);
    if (this.scheduleTimer) clearTimeout(this.scheduleTimer);
    for (const client of this.clients) client.response.end();
    this.clients.clear();
  }
}

/** The app's hub, fed by its change feed and closed with it (call after the catalogue cache). */
export function registerLiveHub(app: FastifyInstance) {
  const hub = new LiveHub({
    now: () => app.clock.now(),
    readStock: (among, now) => getLiveStock(app.db, among, now),
    nextScheduledChange: (now) => app.catalogue.schedule.nextChange(now),
    dropsChangedBetween: (from, to) => app.catalogue.schedule.dropsChangedBetween(from, to),
    onError: (error) => app.log.error({ err: error }, 'live stock stream'),
  });
  const unsubscribe = app.changes.subscribe((change) => hub.onChange(change));
  app.decorate('live', hub);
  // Before the server waits for open requests to finish: a stream never finishes by itself.
  app.addHook('preClose', async () => {
    unsubscribe();
    hub.close();
  });
}
