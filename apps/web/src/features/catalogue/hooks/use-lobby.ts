// Where the logged-in shopper stands in a drop's lobby: joined first (with the proof of work);
// then the live stream carries each change (the answer's liveTicket makes it the shopper's, see
// live-stock.ts) and nothing is asked while it speaks. When it falls silent (cut, refused, or a
// browser without it) the lobby is asked again when the last answer says (retryAfterMs). Once
// admitted, the admission is kept (admission-store.ts) and the page shows the products. A failed
// ask is tried again after a few seconds; one the lobby no longer knows (gone too long) joins
// again.
import { useEffect, useState } from 'react';
import type { LobbyAnswer } from '@shop/shared/lobby';
import { admissionStore } from '@/lib/admission-store.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { onLobby, useLiveStock } from '@/lib/live-stock.ts';
import { askLobby, joinLobby } from '../api/join-lobby.ts';

export type LobbyState =
  { kind: 'asking' } | { kind: 'answer'; answer: LobbyAnswer } | { kind: 'error'; message: string };

const RETRY_AFTER_ERROR_MS = 3_000;
/**
 * The stream sends the place at least every 10 s (flows/lobby/live.ts); quiet for longer, it is
 * no longer counted on and the lobby is asked.
 */
const STREAM_QUIET_MS = 15_000;
/** While the stream speaks, how often the page checks that it still does. */
const STREAM_CHECK_MS = 5_000;

export function useLobby(dropId: number, enabled: boolean, onAdmitted: () => void): LobbyState {
  const [state, setState] = useState<LobbyState>({ kind: 'asking' });
  const [ticket, setTicket] = useState<string>();
  useLiveStock({ dropIds: enabled ? [dropId] : [], lobbyTicket: enabled ? ticket : undefined });
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let joined = false;
    let pushedAt = 0;
    const settle = (answer: LobbyAnswer): boolean => {
      setState({ kind: 'answer', answer });
      if (answer.liveTicket) setTicket(answer.liveTicket);
      if (answer.status !== 'ADMITTED') return false;
      if (answer.admissionToken && answer.admittedUntil) {
        admissionStore.admit(dropId, answer.admissionToken, new Date(answer.admittedUntil));
      }
      stopped = true;
      clearTimeout(timer);
      onAdmitted();
      return true;
    };
    const stopListening = onLobby((event) => {
      if (stopped || event.dropId !== dropId) return;
      pushedAt = Date.now();
      settle(event.answer);
    });
    const ask = async () => {
      if (Date.now() - pushedAt < STREAM_QUIET_MS) {
        timer = setTimeout(() => void ask(), STREAM_CHECK_MS);
        return;
      }
      try {
        const answer = joined ? await askLobby(dropId) : await joinLobby(dropId);
        joined = true;
        if (stopped || settle(answer)) return;
        timer = setTimeout(() => void ask(), answer.retryAfterMs);
      } catch (error) {
        if (stopped) return;
        if (isApiError(error, 403)) joined = false;
        setState({
          kind: 'error',
          message: errorMessage(error, 'Nie udało się połączyć z kolejką.'),
        });
        timer = setTimeout(() => void ask(), RETRY_AFTER_ERROR_MS);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopListening();
    };
  }, [dropId, enabled, onAdmitted]);
  return state;
}
