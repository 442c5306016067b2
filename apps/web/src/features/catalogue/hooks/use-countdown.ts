// Time left until `target`, ticking each second; calls `onEnd` once when it reaches zero
// (e.g. to reload a drop whose products just went on sale).
import { useEffect, useRef } from 'react';
import { useNow } from './use-now.ts';

export interface TimeLeft {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

export function timeLeft(targetMs: number, nowMs: number): TimeLeft {
  const totalMs = Math.max(0, targetMs - nowMs);
  const totalSeconds = Math.ceil(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    ended: totalMs === 0,
  };
}

export function useCountdown(
  target: string | Date,
  onEnd?: () => void,
): TimeLeft & { now: number } {
  const now = useNow();
  const targetMs = new Date(target).getTime();
  const left = timeLeft(targetMs, now);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  // Fires when the countdown passes zero while shown, not for targets already in the past.
  const endedAtMount = useRef(left.ended);
  useEffect(() => {
    if (left.ended && !endedAtMount.current) {
      endedAtMount.current = true;
      onEndRef.current?.();
    }
  }, [left.ended]);
  return { ...left, now };
}
