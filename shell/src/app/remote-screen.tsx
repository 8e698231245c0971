import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { Area } from '@insolvency/shared-contracts';
import type { RemoteRoute } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { RemoteBoundary } from './remote-boundary';
import { REMOTE_LOAD_BACKOFF, retryWithBackoff } from './retry-with-backoff';

type LazyScreen = LazyExoticComponent<ComponentType>;

// One lazy component per route, kept across router rebuilds (a login adds remotes and
// rebuilds the router): a screen already loaded renders at once instead of suspending again.
const lazyScreens = new WeakMap<RemoteRoute, LazyScreen>();

/**
 * `startPrefetch` runs when React first asks for the screen, with its code: not in an effect,
 * which a router transition holds back until the screen has loaded.
 */
function freshLazyScreen(route: RemoteRoute, startPrefetch: () => void): LazyScreen {
  // A failed chunk is forgotten by webpack, so each retry requests it again.
  const screen = lazy(() => {
    startPrefetch();
    return retryWithBackoff(route.load, REMOTE_LOAD_BACKOFF);
  });
  lazyScreens.set(route, screen);
  return screen;
}

/** A remote's screen, loaded on demand, inside its own error boundary with Retry. */
export function RemoteScreen({ route, area }: { route: RemoteRoute; area: Area }) {
  const { pathname, search } = useLocation();
  const dispatch = useDispatch();
  // The screen's first data request, started with its code; dispatched after the render that asked.
  const startPrefetch = () => queueMicrotask(() => route.prefetch?.({ dispatch, search: new URLSearchParams(search) }));
  // React.lazy remembers a rejection for good: Retry needs a new lazy component.
  const [Screen, setScreen] = useState<LazyScreen>(() => lazyScreens.get(route) ?? freshLazyScreen(route, startPrefetch));

  return (
    <RemoteBoundary area={area} resetKey={pathname} onRetry={() => setScreen(() => freshLazyScreen(route, startPrefetch))}>
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    </RemoteBoundary>
  );
}
