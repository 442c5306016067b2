import { describe, expect, it } from 'vitest';
import { refundDeadlineText, returnDeadlineText } from './return-texts.ts';

const now = new Date('2026-11-25T10:00:00Z');
const at = (hoursFromNow: number) =>
  new Date(now.getTime() + hoursFromNow * 3_600_000).toISOString();

describe('returnDeadlineText', () => {
  it('names the buyer’s day while the goods are awaited, never urgent for the shop', () => {
    expect(
      returnDeadlineText(
        { type: 'WITHDRAWAL', status: 'REQUESTED', shipBy: at(24 * 10), answerBy: null },
        now,
      ),
    ).toEqual({ text: 'Klient odsyła do 5 grudnia 2026', urgent: false, past: false });
    expect(
      returnDeadlineText(
        { type: 'WITHDRAWAL', status: 'REQUESTED', shipBy: at(-1), answerBy: null },
        now,
      ),
    ).toMatchObject({ text: 'Klient odsyła do 25 listopada 2026 (termin minął)', past: true });
  });

  it('marks the answer urgent from two days before its deadline', () => {
    const received = (answerBy: string) =>
      returnDeadlineText(
        { type: 'WITHDRAWAL', status: 'RECEIVED', shipBy: at(-100), answerBy },
        now,
      );
    expect(received(at(49))).toMatchObject({
      text: 'Odpowiedź do 27 listopada 2026',
      urgent: false,
    });
    expect(received(at(48))).toMatchObject({ urgent: true, past: false });
    expect(received(at(-1))).toMatchObject({ urgent: true, past: true });
  });

  it('counts a complaint’s answer from its filing, before the goods come (art. 7a ust. 1)', () => {
    expect(
      returnDeadlineText(
        { type: 'COMPLAINT', status: 'REQUESTED', shipBy: at(24 * 10), answerBy: at(24 * 10) },
        now,
      ),
    ).toEqual({ text: 'Odpowiedź do 5 grudnia 2026', urgent: false, past: false });
  });

  it('has no deadline once decided', () => {
    expect(
      returnDeadlineText(
        { type: 'COMPLAINT', status: 'ACCEPTED', shipBy: at(1), answerBy: at(2) },
        now,
      ),
    ).toBe(null);
  });
});

describe('refundDeadlineText', () => {
  it('names an open withdrawal’s refund day, urgent from two days before it', () => {
    expect(refundDeadlineText({ status: 'REQUESTED', refundBy: at(24 * 5) }, now)).toEqual({
      text: 'Zwrot pieniędzy do 30 listopada 2026',
      urgent: false,
      past: false,
    });
    expect(refundDeadlineText({ status: 'RECEIVED', refundBy: at(47) }, now)).toMatchObject({
      urgent: true,
      past: false,
    });
    expect(refundDeadlineText({ status: 'RECEIVED', refundBy: at(-2) }, now)).toMatchObject({
      text: 'Zwrot pieniędzy do 25 listopada 2026 (termin minął)',
      past: true,
    });
  });

  it('has none for a complaint or once decided', () => {
    expect(refundDeadlineText({ status: 'REQUESTED', refundBy: null }, now)).toBe(null);
    expect(refundDeadlineText({ status: 'ACCEPTED', refundBy: at(24) }, now)).toBe(null);
  });
});
