import { describe, expect, it } from 'vitest';
import { lobbyReport, spearman } from './lobby.ts';

describe('the lobby benchmark’s figures', () => {
  it('rank correlation: 1 for the same order, -1 reversed, ties share their rank', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [40, 30, 20, 10])).toBeCloseTo(-1);
    expect(spearman([1, 2, 3, 4], [5, 5, 5, 5])).toBe(0);
    expect(spearman([1, 2, 3, 4, 5], [1, 1, 2, 2, 3])).toBeCloseTo(9 / Math.sqrt(90), 6);
  });

  it('counts admissions and closings and measures from the start', () => {
    const report = lobbyReport(
      [
        { joinedAtMs: -900, admittedAtMs: 300, closed: false },
        { joinedAtMs: -500, admittedAtMs: 100, closed: false },
        { joinedAtMs: 200, admittedAtMs: 800, closed: false },
        { joinedAtMs: -100, admittedAtMs: null, closed: true },
      ],
      [400, 900],
    );
    expect(report).toMatchObject({
      admitted: 3,
      closed: 1,
      neither: 0,
      admissionMsFromStart: { count: 3, max: 800 },
      orderMsFromStart: { count: 2, max: 900 },
    });
  });
});
