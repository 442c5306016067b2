// Wyloguj się: go to / and clear the session. Navigating first (rendered synchronously, so the
// page being left is gone) keeps its login-only guard from sending the user to /login instead.
import { useNavigate } from 'react-router';
import { authStore } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';

export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await navigate(paths.home, { flushSync: true });
    authStore.logout();
  };
}
