// An in-process cache of serialised answers, for reads that are the same for every shopper.
// Each entry carries tags (what it shows: "product:7", "drop:3"...) and the moment it ends by
// itself (the next scheduled price step or drop start). invalidate(tags) ends entries at once.
// Concurrent misses of one key share one read, and a key is read once at a time: those who ask
// while an outdated read runs (something changed since it started) share the one read after
// it. A read that overlapped an invalidation of what it shows is answered but not kept. Answers for the moment of a scheduled change can be read
// ahead (prepare): they take over at that moment, unless what they show changed meanwhile.
// See docs/catalogue-cache.md.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Encodable } from './encoded-body.ts';

export interface CachedAnswer extends Encodable {
  statusCode: number;
  /** The JSON text sent. */
  body: string;
  /** Strong validator of the body, quoted as sent in the ETag header. */
  etag: string;
  /** Epoch ms after which the answer is no longer true (the next scheduled change). */
  expiresAt: number;
  tags: readonly string[];
  /** Reads the answer again as of another moment (to prepare it ahead of a scheduled change). */
  recompute?: Compute;
}

/** Reads an answer as of `now` (epoch ms). */
export type Compute = (now: number) => Promise<Computed>;

/** What a read gives to keep: a value sent as JSON, or a text sent as it is (a page's HTML). */
export type Computed = {
  statusCode: number;
  tags: readonly string[];
  expiresAt: number;
} & ({ value: unknown } | { text: string });

const etagOf = (body: string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

function toEntry(computed: Computed, recompute: Compute | undefined): CachedAnswer {
  const body = 'text' in computed ? computed.text : JSON.stringify(computed.value);
  return {
    statusCode: computed.statusCode,
    body,
    etag: etagOf(body),
    expiresAt: computed.expiresAt,
    tags: computed.tags,
    ...(recompute ? { recompute } : {}),
  };
}

/** A read under way, and the one that follows it for those who came after a change. */
interface Flight {
  generation: number;
  answer: Promise<CachedAnswer>;
  next?: { now: number; answer: Promise<CachedAnswer> };
}

export interface ReadCacheOptions {
  /** Total size of the bodies kept, in bytes. */
  maxBytes: number;
}

export class ReadCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  /** tag -> keys of the entries that carry it. */
  private readonly byTag = new Map<string, Set<string>>();
  /** Bumped by every invalidation; a read remembers it from its start. */
  private generation = 0;
  /** tag -> generation of its last invalidation. */
  private readonly invalidatedAt = new Map<string, number>();
  /** Generation of the last clear(): reads that started before it may not store. */
  private clearedAt = 0;
  private readonly inFlight = new Map<string, Flight>();
  /** Answers read ahead for a scheduled change: key -> the answer from `at`, and its read's start. */
  private readonly prepared = new Map<
    string,
    { at: number; generation: number; entry: CachedAnswer }
  >();

  constructor(options: ReadCacheOptions) {
    this.entries = new LRUCache<string, CachedAnswer>({
      maxSize: options.maxBytes,
      // The body, and room for its compressed copies (a fraction of its size) made later.
      sizeCalculation: (entry) => Math.ceil(entry.body.length * 1.5) + 200,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
  }

  /**
   * Answers served from memory (`hits`) and read from the database (`reads`, one per computed
   * answer; callers that join a read in flight count as hits): /metrics shows both.
   */
  readonly counts = { hits: 0, reads: 0 };

  /** The fresh entry of `key` at `now` (one read ahead for it, once its moment has come), or undefined. */
  peek(key: string, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) {
      this.counts.hits += 1;
      return entry;
    }
    if (entry) this.entries.delete(key);
    const prepared = this.takePrepared(key, now);
    if (prepared) this.counts.hits += 1;
    return prepared;
  }

  /**
   * The entry of `key`, read with `compute` (once for all concurrent callers) when missing.
   * `readAhead`: `compute` reads as of the moment it is given, so the answer may be read ahead of
   * the scheduled change that ends it (see prepare); a read that uses the clock itself may not.
   */
  async get(
    key: string,
    now: number,
    compute: Compute,
    { readAhead = false } = {},
  ): Promise<CachedAnswer> {
    const hit = this.peek(key, now);
    if (hit) return hit;
    const running = this.inFlight.get(key);
    // Join a read only if nothing changed since it started: it may show what was replaced.
    if (running && running.generation === this.generation) {
      this.counts.hits += 1;
      return running.answer;
    }
    if (!running) return this.read(key, now, compute, readAhead).answer;
    // One read of a key at a time: at an opening every order changes a drop's lists, and a read
    // for each request that came after one would queue hundreds of the same read. Those who come
    // while an outdated read runs share the next one, started when it ends (so after each of them
    // came), as of the latest of their moments.
    this.counts.hits += 1;
    if (running.next) {
      running.next.now = Math.max(running.next.now, now);
      return running.next.answer;
    }
    const settled = () => undefined;
    running.next = {
      now,
      answer: running.answer.then(settled, settled).then(() => {
        const latest = running.next!.now;
        // Anything kept or read from here on was read after they all came.
        return (
          this.peek(key, latest) ??
          (this.inFlight.get(key) ?? this.read(key, latest, compute, readAhead)).answer
        );
      }),
    };
    return running.next.answer;
  }

  /** Starts reading `key` with `compute`; concurrent callers may join it (see get). */
  private read(key: string, now: number, compute: Compute, readAhead: boolean): Flight {
    const generation = this.generation;
    this.counts.reads += 1;
    const answer = compute(now).then((computed) => {
      const entry = toEntry(computed, readAhead ? compute : undefined);
      if (!this.changedSince(computed.tags, generation)) this.keep(key, entry);
      return entry;
    });
    const flight: Flight = { generation, answer };
    this.inFlight.set(key, flight);
    const forget = () => {
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
    };
    answer.then(forget, forget);
    return flight;
  }

  /**
   * Reads `key`'s answer as of `at` (a scheduled change ahead) with `compute`, to be served from
   * `at` on instead of reading it then. Dropped if what it shows changes before it is served.
   */
  async prepare(key: string, at: number, compute: Compute): Promise<void> {
    const generation = this.generation;
    const computed = await compute(at);
    if (this.changedSince(computed.tags, generation)) return;
    this.prepared.set(key, { at, generation, entry: toEntry(computed, compute) });
  }

  /** The keys and reads of the entries that end at `at` (to read them ahead for it). */
  endingAt(at: number): [string, Compute][] {
    const ending: [string, Compute][] = [];
    for (const [key, entry] of this.entries.entries()) {
      if (entry.expiresAt === at && entry.recompute) ending.push([key, entry.recompute]);
    }
    return ending;
  }

  /** Ends every entry carrying one of `tags`, and keeps reads under way from storing theirs. */
  invalidate(tags: Iterable<string>) {
    this.generation += 1;
    for (const tag of tags) {
      this.invalidatedAt.set(tag, this.generation);
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.entries.delete(key);
    }
    this.pruneInvalidations();
  }

  /** Forgets everything (changes may have been missed). */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
    this.prepared.clear();
    this.invalidatedAt.clear();
    this.clearedAt = this.generation;
  }

  get size() {
    return this.entries.size;
  }

  /** The answer read ahead for `key`, once its moment has come and if still true; kept then. */
  private takePrepared(key: string, now: number): CachedAnswer | undefined {
    const ahead = this.prepared.get(key);
    if (!ahead || ahead.at > now) return undefined;
    this.prepared.delete(key);
    if (ahead.entry.expiresAt <= now || this.changedSince(ahead.entry.tags, ahead.generation)) {
      return undefined;
    }
    this.keep(key, ahead.entry);
    return ahead.entry;
  }

  private keep(key: string, entry: CachedAnswer) {
    this.entries.set(key, entry);
    this.index(key, entry.tags);
  }

  private changedSince(tags: readonly string[], generation: number): boolean {
    if (this.clearedAt > generation) return true;
    return tags.some((tag) => (this.invalidatedAt.get(tag) ?? 0) > generation);
  }

  /** Invalidation marks older than every read under way are no longer needed. */
  private pruneInvalidations() {
    if (this.invalidatedAt.size < 10_000) return;
    const oldest = Math.min(
      this.generation,
      ...[...this.inFlight.values(), ...this.prepared.values()].map((r) => r.generation),
    );
    for (const [tag, generation] of this.invalidatedAt) {
      if (generation <= oldest) this.invalidatedAt.delete(tag);
    }
  }

  private index(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private unindex(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
