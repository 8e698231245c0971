import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTE_PATHS, type RouteName } from '@insolvency/shared-contracts';
import { GuardGate, routeForPathname, selectRemoteStatuses, useSession } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { RemoteUnavailable } from './remote-boundary';
import { remotesForRole } from './remote-registry';
import { useRemoteRuntime, useRemotesSnapshot } from './remote-runtime-context';

/**
 * Any path no loaded manifest serves. A path of the spec's routes belongs to a remote that
 * is still loading (spinner), failed (Retry, in the content area only), or that this role
 * may not load: anonymous users meet the login guard (a stale token is refreshed first, and
 * a refused refresh means Login with reason expired), other roles go home. Anything else is
 * NotFound.
 */
export function UnmatchedRoute({ notFound }: { notFound: ReactElement }) {
  const { pathname } = useLocation();
  const session = useSession();
  const snapshot = useRemotesSnapshot();
  const statuses = useSelector(selectRemoteStatuses);
  const { loader, fetchRegistry } = useRemoteRuntime();

  const known = routeForPathname(pathname);
  if (!known) return notFound;

  if (snapshot.registry === 'failed') {
    return <RemoteUnavailable area="public" onRetry={() => void loader.loadRegistry(fetchRegistry)} />;
  }
  if (snapshot.registry === 'loading') return <LoadingState />;

  const allowed = remotesForRole(snapshot.remotes, session.role);
  const failed = allowed.filter((remote) => statuses.find((status) => status.name === remote.name)?.status === 'failed');
  if (failed.length > 0) {
    const retry = () => failed.forEach((remote) => loader.loadRoutes(remote).catch(() => undefined));
    return <RemoteUnavailable area={failed.length === 1 ? failed[0].area : 'public'} onRetry={retry} />;
  }
  if (allowed.some((remote) => !snapshot.routes.has(remote.name))) return <LoadingState />;

  if (!session.isAuthenticated) return <LoginGuardFor route={known.route} />;
  return <Navigate replace to={ROUTE_PATHS.ConditionalHome} />;
}

/**
 * The login guard on the route's own pattern (so it reads the `:id` for Login's query). Once
 * a refreshed session admits the user, the role's remotes load and the real route replaces this.
 */
function LoginGuardFor({ route }: { route: RouteName }) {
  return (
    <Routes>
      <Route
        path={ROUTE_PATHS[route]}
        element={
          <GuardGate guard="login" routeName={route} fallback={<LoadingState />}>
            <LoadingState />
          </GuardGate>
        }
      />
    </Routes>
  );
}
