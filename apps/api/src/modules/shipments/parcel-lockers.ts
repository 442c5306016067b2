// InPost's public points API (ShipX GET /v1/points, read from SHIPX_BASE_URL; no token): the
// parcel lockers a shopper searches for at checkout, and whether the one an order names exists.
// Lookups are kept a while per process, so a drop opening asks InPost once per locker. When
// InPost cannot be reached the answer is "unknown" (undefined), and the caller decides.
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { ParcelLocker } from '@shop/shared/parcel-lockers';

const TIMEOUT_MS = 3_000;
const FOUND_KEPT_MS = 60 * 60_000;
const MISSING_KEPT_MS = 10 * 60_000;
const SEARCH_SIZE = 10;

const pointSchema = z.object({
  name: z.string(),
  status: z.string().optional(),
  type: z.array(z.string()).optional(),
  location_description: z.string().nullish(),
  address: z.object({ line1: z.string().nullish(), line2: z.string().nullish() }).nullish(),
  address_details: z.object({ city: z.string().nullish(), street: z.string().nullish() }).nullish(),
});
type Point = z.infer<typeof pointSchema>;
const pageSchema = z.object({ items: z.array(pointSchema) });

const usable = (p: Point) =>
  (p.status ?? 'Operating') === 'Operating' && (!p.type || p.type.includes('parcel_locker'));

const lockerOf = (p: Point): ParcelLocker => ({
  id: p.name,
  address: [p.address?.line1, p.address?.line2].filter(Boolean).join(', '),
  description: p.location_description || null,
});

const fold = (text: string) => text.toLocaleLowerCase('pl');

export class ParcelLockersUnavailable extends Error {
  override name = 'ParcelLockersUnavailable';
}

export function parcelLockersOf(baseUrl: string) {
  /** What InPost answered about each code lately: the locker, or that there is none. */
  const kept = new LRUCache<string, ParcelLocker | { missing: true }>({ max: 20_000 });

  async function get(path: string): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ParcelLockersUnavailable(`GET ${path}: ${(error as Error).message}`);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new ParcelLockersUnavailable(`GET ${path}: HTTP ${res.status}`);
    return res.json().catch(() => {
      throw new ParcelLockersUnavailable(`GET ${path}: not JSON`);
    });
  }

  async function list(query: Record<string, string>): Promise<Point[]> {
    const params = new URLSearchParams({ type: 'parcel_locker', per_page: '100', ...query });
    const parsed = pageSchema.safeParse(await get(`/v1/points?${params}`));
    if (!parsed.success) throw new ParcelLockersUnavailable('GET /v1/points: unexpected answer');
    return parsed.data.items.filter(usable);
  }

  /** The locker with this code; null when InPost has none; throws when InPost cannot say. */
  async function find(id: string): Promise<ParcelLocker | null> {
    const known = kept.get(id);
    if (known) return 'missing' in known ? null : known;
    const parsed = pointSchema.safeParse(await get(`/v1/points/${encodeURIComponent(id)}`));
    const locker = parsed.success && usable(parsed.data) ? lockerOf(parsed.data) : null;
    if (locker) kept.set(id, locker, { ttl: FOUND_KEPT_MS });
    else kept.set(id, { missing: true }, { ttl: MISSING_KEPT_MS });
    return locker;
  }

  return {
    find,

    /**
     * Up to ten lockers for what the shopper typed: a code, a postal code (nearest first), a
     * town, or a town and a street in either order. Throws when InPost cannot be reached.
     */
    async search(q: string): Promise<ParcelLocker[]> {
      const text = q.trim().replace(/\s+/g, ' ');
      const code = text.toUpperCase();
      if (/^[A-Z]{3}[A-Z0-9-]{1,29}$/.test(code)) {
        const locker = await find(code);
        if (locker) return [locker];
      }
      const postal = /^(\d{2})-?(\d{3})$/.exec(text);
      if (postal) {
        const near = await list({ relative_post_code: `${postal[1]}-${postal[2]}` });
        return near.slice(0, SEARCH_SIZE).map(lockerOf);
      }
      const inTown = await list({ city: text });
      if (inTown.length > 0) return inTown.slice(0, SEARCH_SIZE).map(lockerOf);
      // "Kraków Długa" or "Długa Kraków": a town, and the street among its lockers.
      const words = text.split(' ');
      for (const [town, street] of [
        [words[0], words.slice(1).join(' ')],
        [words.at(-1), words.slice(0, -1).join(' ')],
      ] as const) {
        if (!town || !street) continue;
        const found = (await list({ city: town })).filter((p) =>
          fold(p.address_details?.street ?? p.address?.line1 ?? '').includes(fold(street)),
        );
        if (found.length > 0) return found.slice(0, SEARCH_SIZE).map(lockerOf);
      }
      return [];
    },
  };
}

export type ParcelLockers = ReturnType<typeof parcelLockersOf>;
