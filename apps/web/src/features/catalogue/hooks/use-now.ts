// The current time, re-rendering every second (countdowns tick each second).
// One timer serves every countdown on the page and runs only while one is shown.
import { useSyncExternalStore } from 'react';
import { useRenderTime } from '@/lib/render-time.ts';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Milliseconds since the epoch, updated every second while the component is mounted. */
export function useNow(): number {
  const rendered = useRenderTime();
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => rendered ?? now,
  );
}
