// Where the logged-in shopper stands in a drop's lobby: joined first (with the proof of work),
// then asked again when the server says (retryAfterMs), until admitted: the admission is then
// kept (admission-store.ts) and the page shows the products. A failed ask is tried again after a
// few seconds; one the lobby no longer knows (gone too long) joins again.
import { useEffect, useState } from 'react';
import type { LobbyAnswer } from '@shop/shared/lobby';
import { admissionStore } from '@/lib/admission-store.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { askLobby, joinLobby } from '../api/join-lobby.ts';

export type LobbyState =
  { kind: 'asking' } | { kind: 'answer'; answer: LobbyAnswer } | { kind: 'error'; message: string };

const RETRY_AFTER_ERROR_MS = 3_000;

export function useLobby(dropId: number, enabled: boolean, onAdmitted: () => void): LobbyState {
  const [state, setState] = useState<LobbyState>({ kind: 'asking' });
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let joined = false;
    const ask = async () => {
      try {
        const answer = joined ? await askLobby(dropId) : await joinLobby(dropId);
        joined = true;
        if (stopped) return;
        setState({ kind: 'answer', answer });
        if (answer.status === 'ADMITTED') {
          if (answer.admissionToken && answer.admittedUntil) {
            admissionStore.admit(dropId, answer.admissionToken, new Date(answer.admittedUntil));
          }
          onAdmitted();
          return;
        }
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
    };
  }, [dropId, enabled, onAdmitted]);
  return state;
}
