// Live stock: one Server-Sent Events stream per tab (GET /api/live) for everything the mounted
// pages follow, so a reservation, a sale or a price step shows without a reload. `stock` events
// patch the cached catalogue answers in place (no request at all); `schedule` events make the
// drops' answers be read again, spread over 1.5 s so that thousands of open phones do not ask in
// the same millisecond. While the stream is cut, the followed answers are polled instead. A
// lobby's ticket (POST /drops/{id}/lobby's liveTicket) makes the stream carry the shopper's place
// too, as `lobby` events (onLobby).
//   useLiveStock({ productIds: [product.id], dropIds: [product.drop.id] });
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  LIVE_EVENTS,
  LIVE_MAX_DROPS,
  LIVE_MAX_PRODUCTS,
  liveScheduleEventSchema,
  liveStockEventSchema,
} from '@shop/shared/live';
import type { LiveStock } from '@shop/shared/live';
import { lobbyEventSchema, type LobbyEvent } from '@shop/shared/lobby';
import type { z } from 'zod';
import { apiUrl } from './api-client.ts';
import { patchLiveStock, showsFollowed, type Followed } from './live-stock-cache.ts';

/** Every product and drop answer lives under this query key prefix. */
const CATALOGUE_KEY = ['catalogue'];
/** Pages mount and unmount together on navigation: the stream is re-opened once, after them. */
const DEBOUNCE_MS = 200;
const POLL_MS = 15_000;
const SPREAD_MS = 1_500;
/** A stream the server refused (EventSource gives up on an error status) is tried again. */
const REOPEN_MS = 30_000;

interface Follower {
  productIds: readonly number[];
  dropIds: readonly number[];
  lobbyTicket?: string;
}

const followers = new Set<Follower>();
/** Others who patch their own cached answers with stock updates (the server cart). */
const stockListeners = new Set<(updates: ReadonlyMap<number, LiveStock>) => void>();
const lobbyListeners = new Set<(event: LobbyEvent) => void>();
let client: QueryClient | undefined;
let followed: Followed = { productIds: new Set(), dropIds: new Set() };
let source: EventSource | undefined;
let sourceUrl = '';
/** The stream failed and has not opened since: answers are polled, and read again on reopen. */
let cut = false;
let syncTimer: ReturnType<typeof setTimeout> | undefined;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let pollTimer: ReturnType<typeof setInterval> | undefined;

/** Ids of every follower, the latest mounted first (they are kept when over the limit). */
function union(pick: (follower: Follower) => readonly number[], max: number): number[] {
  const ids = new Set([...followers].reverse().flatMap(pick));
  return [...ids].slice(0, max).sort((a, b) => a - b);
}

/** Reads again the cached answers that show what matches, after a random part of 1.5 s. */
function refetchSpread(matching: Followed) {
  const queryClient = client;
  setTimeout(() => {
    void queryClient?.invalidateQueries({
      queryKey: CATALOGUE_KEY,
      predicate: (query) => showsFollowed(query.state.data, matching),
    });
  }, Math.random() * SPREAD_MS);
}

function setPolling(on: boolean) {
  if (on && !pollTimer) pollTimer = setInterval(() => refetchSpread(followed), POLL_MS);
  if (!on && pollTimer) {
    clearInterval(pollTimer);
    pollTimer = undefined;
  }
}

/** The event's data checked against its shared schema; null (and a warning) when unreadable. */
function parseEvent<T>(event: MessageEvent, schema: z.ZodType<T>): T | null {
  let json: unknown;
  try {
    json = JSON.parse(String(event.data));
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  console.warn(`Live stock: unreadable "${event.type}" event`, event.data);
  return null;
}

function onStock(event: MessageEvent) {
  const data = parseEvent(event, liveStockEventSchema);
  if (!data || !client) return;
  const updates = new Map(data.items.map((item) => [item.id, item]));
  for (const query of client.getQueryCache().findAll({ queryKey: CATALOGUE_KEY })) {
    const cached = query.state.data;
    const patched = patchLiveStock(cached, updates);
    if (patched !== cached) client.setQueryData(query.queryKey, patched);
  }
  for (const listener of stockListeners) listener(updates);
}

/** Calls `listener` with every batch of stock updates the stream brings; answers the unsubscribe. */
export function onLiveStock(listener: (updates: ReadonlyMap<number, LiveStock>) => void) {
  stockListeners.add(listener);
  return () => {
    stockListeners.delete(listener);
  };
}

/** Calls `listener` with every lobby event (the place of the shopper whose ticket the stream has). */
export function onLobby(listener: (event: LobbyEvent) => void) {
  lobbyListeners.add(listener);
  return () => {
    lobbyListeners.delete(listener);
  };
}

function onLobbyEvent(event: MessageEvent) {
  const data = parseEvent(event, lobbyEventSchema);
  if (data) for (const listener of lobbyListeners) listener(data);
}

function onSchedule(event: MessageEvent) {
  const data = parseEvent(event, liveScheduleEventSchema);
  if (data) refetchSpread({ productIds: new Set(), dropIds: new Set(data.dropIds) });
}

function open() {
  const stream = new EventSource(sourceUrl);
  source = stream;
  stream.addEventListener('open', () => {
    if (!cut) return;
    // Back after a cut: what changed meanwhile was not sent, so it is read once.
    cut = false;
    setPolling(false);
    refetchSpread(followed);
  });
  stream.addEventListener('error', () => {
    cut = true;
    setPolling(true);
    // CONNECTING: the browser reconnects by itself. CLOSED: it gave up (an error status).
    if (stream.readyState === EventSource.CLOSED) {
      clearTimeout(reopenTimer);
      reopenTimer = setTimeout(() => {
        if (source === stream) open();
      }, REOPEN_MS);
    }
  });
  stream.addEventListener(LIVE_EVENTS.stock, onStock);
  stream.addEventListener(LIVE_EVENTS.schedule, onSchedule);
  stream.addEventListener(LIVE_EVENTS.lobby, onLobbyEvent);
}

/** Opens the stream for the followers' union, when it changed; closes it when nothing is followed. */
function sync() {
  const productIds = union((follower) => follower.productIds, LIVE_MAX_PRODUCTS);
  const dropIds = union((follower) => follower.dropIds, LIVE_MAX_DROPS);
  followed = { productIds: new Set(productIds), dropIds: new Set(dropIds) };
  // One lobby per stream: the latest mounted follower's.
  const lobby = [...followers].reverse().find((follower) => follower.lobbyTicket)?.lobbyTicket;
  const url =
    productIds.length + dropIds.length === 0
      ? ''
      : apiUrl('/live', {
          products: productIds.length > 0 ? productIds : undefined,
          drops: dropIds.length > 0 ? dropIds : undefined,
          lobby,
        });
  if (url === sourceUrl) return;
  source?.close();
  source = undefined;
  clearTimeout(reopenTimer);
  sourceUrl = url;
  if (url) {
    open();
  } else {
    cut = false;
    setPolling(false);
  }
}

function follow(queryClient: QueryClient, follower: Follower): () => void {
  client = queryClient;
  followers.add(follower);
  clearTimeout(syncTimer);
  syncTimer = setTimeout(sync, DEBOUNCE_MS);
  return () => {
    followers.delete(follower);
    clearTimeout(syncTimer);
    syncTimer = setTimeout(sync, DEBOUNCE_MS);
  };
}

const idsKey = (ids: readonly number[]) => ids.join(',');
const idsOf = (key: string) => (key === '' ? [] : key.split(',').map(Number));

/**
 * Keeps the cached answers that show these products (and every product of these drops) up to
 * date while the calling component is mounted.
 */
export function useLiveStock({
  productIds = [],
  dropIds = [],
  lobbyTicket,
}: {
  productIds?: readonly number[];
  dropIds?: readonly number[];
  /** With it, the stream also carries the shopper's place in that lobby (onLobby). */
  lobbyTicket?: string;
}) {
  const queryClient = useQueryClient();
  // Compared by value: callers pass fresh arrays on every render.
  const products = idsKey(productIds);
  const drops = idsKey(dropIds);
  useEffect(
    () =>
      follow(queryClient, {
        productIds: idsOf(products),
        dropIds: idsOf(drops),
        ...(lobbyTicket ? { lobbyTicket } : {}),
      }),
    [queryClient, products, drops, lobbyTicket],
  );
}
