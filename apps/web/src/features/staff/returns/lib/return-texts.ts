// How the staff returns queue words a return's deadlines (docs/returns.md): a complaint's answer
// is due 14 days from its filing (art. 7a ust. 1), whether or not the goods came ('Odpowiedź do …',
// urgent when it has passed or is at most two days away); a withdrawal's while the goods are
// awaited is the buyer's day to send them ('Klient odsyła do …'), once they arrived the shop's day
// to answer; and for a withdrawal, the shop's day to refund ('Zwrot pieniędzy do …').
import { OPEN_RETURN_STATUSES, type OrderReturn } from '@shop/shared/returns';
import { formatDay } from '@shop/shared/warsaw-time';

const DAY_MS = 86_400_000;
/** An answer due within this time (or overdue) is shown in red. */
export const URGENT_ANSWER_MS = 2 * DAY_MS;

export interface DeadlineText {
  text: string;
  /** The answer is overdue or due within two days. */
  urgent: boolean;
  /** The deadline has passed. */
  past: boolean;
}

/** '<what> <day>', '(termin minął)' once past; the shop's own ones urgent from two days before. */
function deadlineText(what: string, iso: string, now: Date, shops: boolean): DeadlineText {
  const left = new Date(iso).getTime() - now.getTime();
  const text = `${what} ${formatDay(iso)}`;
  return {
    text: left < 0 ? `${text} (termin minął)` : text,
    urgent: shops && left <= URGENT_ANSWER_MS,
    past: left < 0,
  };
}

/** The deadline that applies now; null once the return is decided. */
export function returnDeadlineText(
  item: Pick<OrderReturn, 'type' | 'status' | 'shipBy' | 'answerBy'>,
  now: Date = new Date(),
): DeadlineText | null {
  if (item.type === 'COMPLAINT' && item.answerBy && OPEN_RETURN_STATUSES.includes(item.status)) {
    return deadlineText('Odpowiedź do', item.answerBy, now, true);
  }
  if (item.status === 'REQUESTED') return deadlineText('Klient odsyła do', item.shipBy, now, false);
  if (item.status === 'RECEIVED' && item.answerBy) {
    return deadlineText('Odpowiedź do', item.answerBy, now, true);
  }
  return null;
}

/**
 * An open withdrawal's refund deadline (art. 32 ust. 1: 14 days from the statement):
 * 'Zwrot pieniędzy do …', urgent when it has passed or is at most two days away.
 */
export function refundDeadlineText(
  item: Pick<OrderReturn, 'status' | 'refundBy'>,
  now: Date = new Date(),
): DeadlineText | null {
  if (item.refundBy === null || !OPEN_RETURN_STATUSES.includes(item.status)) return null;
  return deadlineText('Zwrot pieniędzy do', item.refundBy, now, true);
}
