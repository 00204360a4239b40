import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../hooks/use-current-user';
import { authHref } from '../safe-return-to';

export type RequireAuthProps = { children: ReactNode; fallback?: ReactNode };

/** Renders its children for a signed-in user; sends a visitor to sign in and back here after. */
export function RequireAuth({ children, fallback = null }: RequireAuthProps) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return fallback;
  if (!isSignedIn) {
    return <Navigate to={authHref('/sign-in', `${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
