// Route guards: login-only routes send guests to /login (remembering where
// they wanted to go), admin routes need login plus one of their scopes, otherwise go to /.
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Scope } from '@shop/shared/scopes';
import { useAuth } from '@/lib/auth-store.ts';
import { paths, type LoginRedirectState } from '@/lib/paths.ts';

export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

export function RequireScope({ anyOf }: { anyOf: readonly Scope[] }) {
  const auth = useAuth();
  if (!auth.hasAnyScope(...anyOf)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
