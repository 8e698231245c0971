import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useParams } from 'react-router-dom';
import { REMOTE_NAMES, type Area } from '@insolvency/shared-contracts';
import type { RemoteRoute, RoutePrefetchContext } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { firstScreenDrawn, markFirstScreenDrawn } from '../delivery/first-screen';
import { queriesStartedBy } from '../delivery/prefetch-queries';
import { HydratedServerScreen, serverScreenOf, takeServerScreenAnswers } from '../delivery/server-screen';
import { RemoteBoundary } from './remote-boundary';
import { loadReleases } from './remote-loader';
import { useOptionalRemoteRuntime } from './remote-runtime-context';
import { REMOTE_LOAD_BACKOFF, retryWithBackoff } from './retry-with-backoff';

type LazyScreen = LazyExoticComponent<ComponentType>;

// One lazy component per route, kept across router rebuilds (a login adds remotes and
// rebuilds the router): a screen already loaded renders at once instead of suspending again.
const lazyScreens = new WeakMap<RemoteRoute, LazyScreen>();

/**
 * `startPrefetch` runs when React first asks for the screen, with its code: not in an effect,
 * which a router transition holds back until the screen has loaded. A failed chunk is forgotten
 * by webpack, so each retry requests it again; before a retry, `currentRelease` may name the
 * screen's code in the area's current release (a page left open past its release's retention
 * meets a 404 for a chunk it had not loaded), which is then loaded instead.
 */
function freshLazyScreen(route: RemoteRoute, startPrefetch: () => unknown, currentRelease: () => Promise<RemoteRoute['load'] | undefined>): LazyScreen {
  const screen = lazy(() => {
    startPrefetch();
    let load = route.load;
    return retryWithBackoff(() => load(), REMOTE_LOAD_BACKOFF, {
      beforeRetry: async () => {
        load = (await currentRelease()) ?? load;
      },
    });
  });
  lazyScreens.set(route, screen);
  return screen;
}

type FirstScreen = { kind: 'loading' } | { kind: 'loaded'; Screen: ComponentType } | { kind: 'suspense' };

/** How long the first screen's code, once in, waits for the data its prefetch asked for. */
export const FIRST_DATA_WAIT_MS = 400;

type AppDispatch = RoutePrefetchContext['dispatch'];

/**
 * Resolves when `firstData` has, or after `FIRST_DATA_WAIT_MS`. A screen's first data is usually
 * in before its code (hinted with the page or called early), so the screen is drawn once, with its
 * rows, instead of with its loading skeleton and again a frame later (interleaved A/B: home -90 ms,
 * seller live posts -349, buyer inbox -76, admin -42).
 */
const firstDataOrWaited = (firstData: Promise<void>) => Promise.race([firstData, new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);

/**
 * The page's first screen is loaded without Suspense. React draws content that a Suspense
 * boundary was waiting for no sooner than 300 ms after that boundary's fallback appeared (its
 * throttling of revealed content); on a deep link the screen's code arrives a moment after its
 * loading state, and the first rows, whose data was already in, waited up to a quarter of a
 * second. Later screens keep lazy and Suspense: a navigation then keeps the current screen until
 * the next one has loaded. A failed first load falls back to that path, with its retries and Retry.
 */
function useFirstScreen(route: RemoteRoute, startPrefetch: () => Promise<void>, codeLoaded: () => void): FirstScreen {
  const [firstScreen, setFirstScreen] = useState<FirstScreen>(() => (firstScreenDrawn() ? { kind: 'suspense' } : { kind: 'loading' }));
  const started = useRef(false);
  // Started while rendering, as lazy's loader is, so the data request starts as early.
  if (firstScreen.kind === 'loading' && !started.current) {
    started.current = true;
    const firstData = startPrefetch();
    route.load().then(
      (screen) => {
        codeLoaded();
        return firstDataOrWaited(firstData).then(() => setFirstScreen({ kind: 'loaded', Screen: screen.default }));
      },
      () => setFirstScreen({ kind: 'suspense' }),
    );
  }
  useEffect(() => {
    if (firstScreen.kind === 'loaded') markFirstScreenDrawn();
  }, [firstScreen.kind]);
  return firstScreen;
}

/** A remote's screen, loaded on demand, inside its own error boundary with Retry. */
export function RemoteScreen({ route, area }: { route: RemoteRoute; area: Area }) {
  // Entering a screen of an area found released since (releases.ts): the area switches to its new
  // release, whose routes then draw this screen. A screen that stays (mounted) is never switched.
  const runtime = useOptionalRemoteRuntime();
  const [entering, setEntering] = useState(() => runtime?.loader.getSnapshot().newer.has(REMOTE_NAMES[area]));
  const { pathname, search } = useLocation();
  const params = useParams();
  const dispatch = useDispatch<AppDispatch>();
  // The page's first screen, when the server rendered it: hydrated, not drawn again.
  const [serverScreen] = useState(() => (firstScreenDrawn() ? undefined : serverScreenOf(route.name, `${pathname}${search}`)));
  // Its answers go in the store as soon as the code defining their endpoints is in.
  const takeAnswers = () => {
    if (serverScreen) takeServerScreenAnswers(dispatch);
  };
  // The screen's first data request, started with its code; dispatched after the render that asked.
  // Resolves once the queries it started have settled (at once without a prefetch).
  const startPrefetch = () =>
    new Promise<void>((resolve) =>
      queueMicrotask(() => {
        takeAnswers();
        const started = queriesStartedBy(dispatch, () => route.prefetch?.({ dispatch, search: new URLSearchParams(search), params }));
        void Promise.allSettled(started).then(() => resolve());
      }),
    );
  const firstScreen = useFirstScreen(route, startPrefetch, takeAnswers);
  // React.lazy remembers a rejection for good: Retry needs a new lazy component.
  const currentRelease = () => loadReleases().then((releases) => releases.screenOfCurrentRelease(runtime, area, route.name), () => undefined);
  const [Screen, setScreen] = useState<LazyScreen>(() => lazyScreens.get(route) ?? freshLazyScreen(route, startPrefetch, currentRelease));
  useEffect(() => {
    // Once switched, the area's routes are the new release's, and this screen makes way for theirs.
    // Nothing to switch to after all (rolled back meanwhile), or a failure: drawn as it is.
    if (entering && runtime)
      void loadReleases()
        .then((releases) => releases.switchToNewer(runtime.loader, REMOTE_NAMES[area]) ?? Promise.reject(new Error('no newer release')))
        .catch(() => setEntering(false));
  }, [entering, runtime, area]);
  if (entering) return <LoadingState />;

  return (
    <RemoteBoundary area={area} resetKey={pathname} onRetry={() => setScreen(() => freshLazyScreen(route, startPrefetch, currentRelease))}>
      {firstScreen.kind === 'loading' ? (
        <LoadingState />
      ) : firstScreen.kind === 'loaded' ? (
        serverScreen ? (
          <HydratedServerScreen screen={serverScreen} Screen={firstScreen.Screen} area={area} />
        ) : (
          <firstScreen.Screen />
        )
      ) : (
        <Suspense fallback={<LoadingState />}>
          <Screen />
        </Suspense>
      )}
    </RemoteBoundary>
  );
}
