// When a drop's alarms go (docs/alarms.md): for a drop with a lobby when the lobby opens (so the
// alarm comes before the draw of those who joined before the start) and at the opening; for
// another drop a few minutes before and at the opening.
import type { AlarmMoment } from '../../modules/alarms/index.ts';

/** A drop without a lobby: the first alarm this long before the start. */
export const SOON_MS = 5 * 60_000;
/** An alarm this late after its moment is no use any more: it is given up, not sent. */
export const LATE_MS = 10 * 60_000;

export interface AlarmDrop {
  dropTime: Date;
  lobby: boolean;
}

/** The drop's alarm moments and their times. */
export function alarmMoments(
  drop: AlarmDrop,
  lobbyOpensBeforeMs: number,
): { moment: AlarmMoment; dueAt: Date }[] {
  const start = drop.dropTime.getTime();
  return [
    drop.lobby
      ? { moment: 'lobby' as const, dueAt: new Date(start - lobbyOpensBeforeMs) }
      : { moment: 'soon' as const, dueAt: new Date(start - SOON_MS) },
    { moment: 'opening' as const, dueAt: new Date(start) },
  ];
}

/** The moment's time for the drop as it is now, or null when the drop no longer has it. */
export function momentTime(
  drop: AlarmDrop,
  moment: AlarmMoment,
  lobbyOpensBeforeMs: number,
): Date | null {
  return alarmMoments(drop, lobbyOpensBeforeMs).find((m) => m.moment === moment)?.dueAt ?? null;
}
