// Whether a drop's lobby runs now (decision 031), and the shopper's admission to it: the one this
// tab holds, or else the account's, read from GET /drops/{id}/lobby/admission (won in another
// tab, on another device, before a link was opened) and then kept in this tab, so every cart add
// and order carries it. The drop page, the product page and the product cards share it.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProductDrop } from '@shop/shared/catalogue';
import { lobbyAdmissionSchema } from '@shop/shared/lobby';
import { admissionStore, useAdmittedUntil } from '@/lib/admission-store.ts';
import { api } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { getRuntimeConfig } from '@/lib/runtime-config.ts';
import { useHasPassed } from './use-has-passed.ts';

type LobbyDrop = Pick<ProductDrop, 'id' | 'lobby' | 'dropTime'>;

/** Whether the drop's lobby runs now (from before its start until after it). */
export function useLobbyRuns(drop: LobbyDrop): boolean {
  const { opensBeforeMs, closesAfterMs } = getRuntimeConfig().lobby;
  const start = Date.parse(drop.dropTime);
  const opened = useHasPassed(new Date(start - opensBeforeMs).toISOString());
  const ended = useHasPassed(new Date(start + closesAfterMs).toISOString());
  return drop.lobby && opened && !ended;
}

export interface DropAdmission {
  lobbyRuns: boolean;
  /** Until when the shopper may buy in the drop (ms since epoch); null: not admitted. */
  admittedUntil: number | null;
  /** The account's admission is still being read. */
  checking: boolean;
}

export function useDropAdmission(drop: LobbyDrop): DropAdmission {
  const lobbyRuns = useLobbyRuns(drop);
  const { isAuthenticated } = useAuth();
  const held = useAdmittedUntil(drop.id);
  // Re-read when the admission runs out: the page then shows the way to the queue again.
  useHasPassed(held === null ? undefined : new Date(held).toISOString());
  const account = useQuery({
    queryKey: ['lobby', 'admission', drop.id],
    queryFn: () => api.get(`/drops/${drop.id}/lobby/admission`, { schema: lobbyAdmissionSchema }),
    enabled: lobbyRuns && isAuthenticated && held === null,
    staleTime: 5_000,
  });
  const found = account.data;
  useEffect(() => {
    if (found?.admittedUntil && found.admissionToken) {
      admissionStore.admit(drop.id, found.admissionToken, new Date(found.admittedUntil));
    }
  }, [drop.id, found]);
  return {
    lobbyRuns,
    admittedUntil: held,
    checking: lobbyRuns && isAuthenticated && held === null && account.isPending,
  };
}
