// Whether a moment has passed, re-rendering once when it does (no per-second re-renders, so a
// page with a long product grid can wait for its drop's start cheaply).
import { useCallback, useSyncExternalStore } from 'react';
import { useRenderTime } from '@/lib/render-time.ts';

// setTimeout fires at once for delays above 2^31-1 ms; wait in steps instead.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function useHasPassed(target: string | undefined): boolean {
  const targetMs = target ? Date.parse(target) : Number.NaN;
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = () => {
        const delay = targetMs - Date.now();
        if (delay <= 0) notify();
        else timer = setTimeout(wait, Math.min(delay, MAX_TIMER_MS));
      };
      if (!Number.isNaN(targetMs)) wait();
      return () => clearTimeout(timer);
    },
    [targetMs],
  );
  const rendered = useRenderTime();
  const passedAt = (now: number) => !Number.isNaN(targetMs) && now >= targetMs;
  return useSyncExternalStore(
    subscribe,
    () => passedAt(Date.now()),
    () => passedAt(rendered ?? Date.now()),
  );
}
