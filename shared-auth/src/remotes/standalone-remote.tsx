import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { BrowserRouter, Link, Outlet, Route, Routes } from 'react-router-dom';
import { apiMiddleware, authMiddleware, GuardGate, rootReducer, type RemoteRoute } from '@insolvency/shared-auth';

/**
 * Development only (`npm run dev -w @insolvency/remote-<area>`): a remote served on its
 * own, with a store wired like the shell's and a bare router over its route manifest.
 * Production remotes have no page of their own; the shell is their only host.
 */
export function StandaloneRemote({ name, routes }: { name: string; routes: readonly RemoteRoute[] }) {
  const [store] = useState(() =>
    configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(apiMiddleware, authMiddleware) }),
  );
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route element={<StandaloneFrame name={name} routes={routes} />}>
            {routes.map((route) => (
              <Route key={route.name} path={route.path} element={<StandaloneScreen route={route} />} />
            ))}
          </Route>
        </Routes>
      </BrowserRouter>
    </Provider>
  );
}

function StandaloneScreen({ route }: { route: RemoteRoute }) {
  const [Screen] = useState(() => lazy(route.load));
  return (
    <GuardGate guard={route.guard} routeName={route.name}>
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>
    </GuardGate>
  );
}

const barStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 12, padding: '8px 16px', background: '#fff7e6', fontSize: 13 };

function StandaloneFrame({ name, routes }: { name: string; routes: readonly RemoteRoute[] }) {
  return (
    <>
      <nav aria-label="Standalone remote" style={barStyle}>
        <strong>{name} (standalone)</strong>
        {routes
          .filter((route) => !route.path.includes(':'))
          .map((route) => (
            <Link key={route.name} to={route.path}>
              {route.name}
            </Link>
          ))}
      </nav>
      <main style={{ padding: 24 }}>
        <Outlet />
      </main>
    </>
  );
}
