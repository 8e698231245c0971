import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { ROUTE_PATHS, type RouteGuard, type RouteName } from '@insolvency/shared-contracts';
import { useSession } from '../session/use-session';
import { loginPath } from './login-path';
import { guardAdmitsRole } from './roles';
import { useFreshSessionBeforeNavigation } from './use-fresh-session';

export interface GuardGateProps {
  guard: RouteGuard;
  /** The spec's name of the guarded route: Login sends the user back to it. */
  routeName: RouteName;
  children: ReactNode;
  /** Shown while an expired token is being refreshed before a protected screen. */
  fallback?: ReactNode;
}

/**
 * Route guard (spec §6), rendered by the shell around every route's screen:
 * - `public`: always renders (a stale token is still refreshed in the background);
 * - `login`: anonymous users go to `/login?route=<name>&id=<id>`;
 * - `buyer`: Interested Party only; other roles go home, anonymous users to Login;
 * - `seller`: Insolvency Practitioner and Admin; `admin`: Admin only (others go home).
 * When the refresh before navigation is refused, Login also gets `reason=expired`.
 */
export function GuardGate({ guard, routeName, children, fallback = null }: GuardGateProps) {
  const freshness = useFreshSessionBeforeNavigation();
  const session = useSession();
  const { id } = useParams();

  if (guard === 'public') return <>{children}</>;
  if (freshness === 'pending') return <>{fallback}</>;
  if (!session.isAuthenticated) {
    const reason = freshness === 'expired' || session.isExpired ? 'expired' : null;
    return <Navigate replace to={loginPath({ route: routeName, id: id ?? null, reason })} />;
  }
  if (!guardAdmitsRole(guard, session.role)) return <Navigate replace to={ROUTE_PATHS.ConditionalHome} />;
  return <>{children}</>;
}
