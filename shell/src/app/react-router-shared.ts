/**
 * The module the shell provides for the shared singletons `react-router` and
 * `react-router-dom`. A shared module is never tree-shaken, so sharing react-router itself
 * ships all of it (server rendering, sessions, RSC: 50 KiB brotli) to every visitor. This
 * allow-list is what the product uses in the browser; `eslint.config.mjs` keeps imports to it.
 *
 * Declarative routing only (`BrowserRouter` + `Routes`): the data router (createBrowserRouter,
 * RouterProvider, loaders, useBlocker, useNavigation, useMatches, useRouteError) is 13 KiB
 * brotli more for every visitor, and the product uses none of it: routes come from the
 * remotes' manifests at run time, screens load their own data through RTK Query, and guards
 * are components (GuardGate). A screen that must warn before leaving uses useBeforeUnload.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  // The app's navigator, for a root of its own (a screen the server rendered, hydrated: shell/src/delivery/server-screen.tsx).
  UNSAFE_NavigationContext,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '@insolvency/react-router-unshared';
