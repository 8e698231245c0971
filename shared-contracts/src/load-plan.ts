import { ROLES, type Area, type Role } from './roles';
import type { RouteName } from './route-names';

/**
 * The values that decide what a page loads first, each written once here (issue 33, "one place
 * for delivery"; server/src/delivery/README.md). Pure data and functions of it: the shell's early
 * fetches import this module directly (`@insolvency/shared-contracts/load-plan`, not a shared
 * module: they run before shared code is negotiated), the server's delivery code and the builds'
 * load plans (build-tools/webpack/load-plan-plugin.js) through the root entry.
 */

/** Each area's remote, as `/remotes.json` and the Module Federation runtime name it. */
export const REMOTE_NAMES: Record<Area, string> = {
  public: 'remote_public',
  buyer: 'remote_buyer',
  seller: 'remote_seller',
  admin: 'remote_admin',
};

/** The areas, in the order the shell registers their remotes. */
export const AREAS = Object.keys(REMOTE_NAMES) as Area[];

/** The remotes each role may load besides remote-public: a visitor never downloads buyer, seller or admin code. */
const ROLE_AREAS: Record<Role, readonly Area[]> = {
  [ROLES.buyer]: ['buyer'],
  [ROLES.seller]: ['seller'],
  [ROLES.admin]: ['seller', 'admin'],
};

/** The areas a role's pages load (a visitor's, `null` or an unknown role: remote-public only). */
export function areasForRole(role: Role | string | null | undefined): Area[] {
  const own = typeof role === 'string' && Object.prototype.hasOwnProperty.call(ROLE_AREAS, role) ? ROLE_AREAS[role as Role] : [];
  return ['public', ...own];
}

/** The remote names a role's pages load, remote-public first. */
export const remoteNamesForRole = (role: Role | string | null | undefined): string[] => areasForRole(role).map((area) => REMOTE_NAMES[area]);

/**
 * The role a page of `area` is opened by (its routes are guarded for that role): the role with
 * the fewest areas that has it. None for remote-public, whose pages a visitor opens.
 */
export function roleOpening(area: Area): Role | undefined {
  if (area === 'public') return undefined;
  const roles = (Object.keys(ROLE_AREAS) as Role[]).filter((role) => ROLE_AREAS[role].includes(area));
  return roles.sort((a, b) => ROLE_AREAS[a].length - ROLE_AREAS[b].length)[0];
}

/**
 * The routes whose HTML the server renders from remote-public's server build (the visitor home,
 * the FAQs, Contact Us, Login, the post teasers and search); every other page is the shell's `index.html`, drawn in
 * the browser. The builds record it in their load plans (`serverRendered`), and the server
 * renders a route only while the plan of the remote-public deployed now says so (server-render/).
 */
export const SERVER_RENDERED_ROUTES: readonly RouteName[] = ['ConditionalHome', 'Help', 'ContactUs', 'Login', 'PostTeaser', 'Search'];

/**
 * `GET /api/allauth/screen?address=<path and query>` with the user's bearer token: the screen of a
 * signed-in deep link, rendered by the server from its remote's server build with the user's data
 * (`ServerRenderedPage`, JSON), which the page's first script shows before the app and the app
 * hydrates; 204 when the server does not render that page. The routes rendered so are those whose
 * prefetch makes calls at an address of theirs (the screens that wait for data), marked
 * `serverRendered` in their remote's load plan.
 */
export const SIGNED_IN_SCREEN_PATH = '/api/allauth/screen';

/**
 * A screen the server rendered into the shell's page, which the shell adopts and hydrates
 * (shell/src/delivery/server-screen.tsx): the element it moves into its layout
 * (`SERVER_SCREEN_ID`, holding antd's style for the markup, the root and the data), the
 * element React hydrates (`SERVER_SCREEN_ROOT_ID`, whose `data-route` names the route), and the
 * answers of the screen's calls (`SERVER_SCREEN_DATA_ID`, a JSON script of
 * `ServerScreenQueryAnswer[]`), which the shell puts in its store's cache before it hydrates
 * (its early fetches make none of the first calls of a page that holds them).
 */
export const SERVER_SCREEN_ID = 'server-screen';
export const SERVER_SCREEN_ROOT_ID = 'server-screen-root';
export const SERVER_SCREEN_DATA_ID = 'server-screen-data';
/**
 * On the `SERVER_SCREEN_ID` element: the release that rendered it, `<remote name> <manifest URL>`
 * as `/remotes.json` named it then. The shell hydrates the screen with that release's code, even
 * when the area has been released since (server/src/delivery/server-render/screen-release.ts).
 */
export const SERVER_SCREEN_RELEASE_ATTRIBUTE = 'data-release';

/**
 * A file a page asks the browser to fetch before it is needed: a script the page runs, or an
 * answer a plain same-origin `fetch()` takes (`fetch`, hinted with `crossorigin` to match its mode
 * and credentials). The one form of every hint: the server writes a list of them as a page's `Link`
 * header and as `<link rel="preload">` elements, and the shell turns the later ones into elements.
 */
export interface PreloadHint {
  href: string;
  as: 'script' | 'fetch';
}

/**
 * `GET /route-preloads?path=<page>`: what the page's route loads besides the shell's own scripts,
 * which the shell fetches once those are in (the server hints this URL). `entries`: its remotes'
 * entries, preloaded one by one; `scripts`: the rest (route manifests, the screen, the shared code
 * it needs), loaded as one (`/route-scripts`) or, when that fails, preloaded one by one; `remotes`:
 * the names of the remotes whose route manifests are in `scripts`. `calls`: the signed-in screen's
 * first API calls (as `/api/...`, read from the owning remote's load plan, which records its
 * prefetch's), which the shell makes with the stored token: a hint cannot send one.
 */
export interface RoutePreloads {
  entries: PreloadHint[];
  scripts: PreloadHint[];
  remotes: string[];
  calls: string[];
}
export const ROUTE_PRELOADS_PATH = '/route-preloads';
export const routePreloadsUrl = (pathname: string) => `${ROUTE_PRELOADS_PATH}?path=${encodeURIComponent(pathname)}`;

/**
 * `GET /route-scripts?path=<page>`: that answer's `scripts` as one classic script, in their order
 * (one request and one compressed stream instead of 2-14 files), which the shell runs once its own
 * scripts are in. 404 when the page loads no later scripts or one of them is missing.
 */
export const ROUTE_SCRIPTS_PATH = '/route-scripts';
export const routeScriptsUrl = (pathname: string) => `${ROUTE_SCRIPTS_PATH}?path=${encodeURIComponent(pathname)}`;

/** Where the shell reads which remotes to load: `{ "<remote name>": "<URL of its mf-manifest.json>" }`. */
export const REMOTE_REGISTRY_PATH = '/remotes.json';

/** The file every build writes beside its entry (`mf-manifest.json` for a remote, `index.html` for the shell). */
export const LOAD_PLAN_FILE = 'load-plan.json';

/**
 * The session's keys in the browser's localStorage (shared-auth keeps the tokens there). Read
 * before the app too: by the page's first script, which shows the page before the app only to a
 * browser holding neither (build-tools/webpack/page-before-app.js), and by the shell's early
 * fetches, which load the stored role's remotes at once.
 */
export const SESSION_STORAGE_KEYS = { accessToken: 'insolvency.auth.accessToken', refreshToken: 'insolvency.auth.refreshToken' } as const;

/**
 * A banner a user dismisses on a device (remembered in localStorage, `'true'` under `storageKey`),
 * which a screen the server renders cannot know of: the page's first script marks <html> with
 * `htmlAttribute` before it shows such a screen (build-tools/webpack/page-before-app.js), and the
 * banner's own rule hides it there, so a dismissed banner never shows before the app drops it.
 */
export const DISMISSIBLE_BANNERS = {
  optionalCriteria: { storageKey: 'insolvency.optionalCriteriaBannerDismissed', htmlAttribute: 'data-dismissed-optional-criteria-banner' },
} as const;
