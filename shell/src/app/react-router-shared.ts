/**
 * The module the shell provides for the shared singletons `react-router` and
 * `react-router-dom`. A shared module is never tree-shaken, so sharing react-router itself
 * ships all of it (server rendering, sessions, RSC: 50 KiB brotli) to every visitor. This
 * allow-list is what the product uses in the browser; `eslint.config.mjs` keeps imports to it.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useRoutes,
  useSearchParams,
} from '@insolvency/react-router-unshared';
export { RouterProvider } from 'react-router/dom';
