import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '@/components/status';
import { useAuth } from './auth-context';

/** Signed-out visitors go to /login and come back where they were going after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { currentUser, settled, requireAuthState } = useAuth();
  const location = useLocation();
  useEffect(requireAuthState, [requireAuthState]);
  if (!settled) return <Loading />;
  if (!currentUser) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}

/** Where a successful sign-in should land: the guarded page that sent the user, else home. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/';
}
