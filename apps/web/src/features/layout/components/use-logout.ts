// Wyloguj się: end the session on the server (its token stops counting), go to / and clear the
// session there. Clearing it only once / is on screen keeps
// the login-only guard of the page being left from sending the user to /login instead (route
// changes render in a transition, so awaiting navigate() is not enough).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/lib/api-client.ts';
import { authStore } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';

export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useRef(false);

  useEffect(() => {
    if (pending.current && pathname === paths.home) {
      pending.current = false;
      authStore.logout();
    }
  }, [pathname]);

  return () => {
    // Sent with the token while it is still stored; the browser forgets it either way.
    void api.post('/auth/logout').catch(() => undefined);
    if (pathname === paths.home) {
      authStore.logout();
      return;
    }
    pending.current = true;
    void navigate(paths.home);
  };
}
