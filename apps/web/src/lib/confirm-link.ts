// The pages where an e-mail's confirmation link lands (newsletter, drop reminders): the link's
// ?token=… is checked here, and confirmed by one POST once the page runs in the browser, so a
// mail scanner that fetches the link confirms nothing.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { linkTokenSchema } from '@shop/shared/accounts';

/** The link's token (null when missing or mangled: refused without asking the server). */
export function useLinkToken(): string | null {
  const raw = useSearchParams()[0].get('token');
  return linkTokenSchema.safeParse(raw).success ? raw : null;
}

/** Reads the link's token and calls `confirm` with it once; answers the token. */
export function useConfirmLink(confirm: (token: string) => void): string | null {
  const token = useLinkToken();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm(token);
  }, [token, confirm]);
  return token;
}
