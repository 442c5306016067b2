// Wyloguj się: go to / and clear the session. Navigating first keeps the login-only route
// guards of the page being left from sending the user to /login instead.
import { useNavigate } from 'react-router';
import { authStore } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';

export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await navigate(paths.home);
    authStore.logout();
  };
}
