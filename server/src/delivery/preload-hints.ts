import path from 'node:path';
import { REMOTE_REGISTRY_PATH, routePreloadsUrl, routeScriptsUrl, type PreloadHint, type RoutePreloads } from '@insolvency/shared-contracts';
import { pagePlan, shellFolder, shellPlan, type BuildFolder, type FilesAndShared, type PagePlan } from './load-plan';
import type { StaticPaths } from './static-paths';

/**
 * Every preload hint of a page, decided here alone from the builds' load plans as deployed now
 * (load-plan.ts) and written in one form (`PreloadHint`, shared-contracts), so that the browser
 * fetches every file the page's route will load without one round trip after another (registry,
 * manifest, remote entry, route manifest, screen, shared providers), and the file every page runs
 * first is not slowed by the rest. In two steps:
 * - the page's own hints (`pageHints`): the shell's own scripts first (`every-page`, React and
 *   antd, the largest), then the screen's anonymous data, the registry and manifests, and the list
 *   of the rest. A page drawn in the browser sends them as its `Link` header; the shell's scripts
 *   are also `<link>` elements on every shell page (`linkElements`), which the shell waits for;
 * - the rest (`routePreloads`, `/route-preloads?path=`: the entry and route manifest of the route's owner,
 *   the screen and the shared code it needs), which the shell fetches once its own scripts are in:
 *   over HTTP/1.1 the files fetched at once share the line, and every-page, which runs first,
 *   would come in last.
 * A page the server rendered shows its screen before any script runs: it hints both steps at once
 * at the end of its body (`serverRenderedPageHints`).
 * A signed-in screen's first calls are not hints: they carry a bearer token, which a hint cannot
 * send; the shell makes them with the stored token (`RoutePreloads.calls`).
 */

/** A script file a build's plan names within its own folder (what /route-scripts may read and serve). */
const isBuiltScriptName = (file: string) => file.endsWith('.js') && !file.split(/[\\/]/).includes('..') && !path.isAbsolute(file);

const script = (href: string): PreloadHint => ({ href, as: 'script' });
const fetched = (href: string): PreloadHint => ({ href, as: 'fetch' });

/**
 * A hint's attributes after `rel=preload`, as [name, value] (no value: a bare attribute). A fetch
 * hint's `crossorigin` gives the mode and credentials of a plain same-origin fetch(), which then
 * takes the answer.
 */
const linkAttributes = ({ as }: PreloadHint): [string, string?][] => (as === 'fetch' ? [['as', 'fetch'], ['crossorigin']] : [['as', 'script']]);

/** The hints as a `Link` header's value (undefined for none). */
export function linkHeader(hints: readonly PreloadHint[]): string | undefined {
  if (hints.length === 0) return undefined;
  const link = (hint: PreloadHint) => [`<${hint.href}>`, 'rel=preload', ...linkAttributes(hint).map(([name, value]) => (value === undefined ? name : `${name}=${value}`))];
  return hints.map((hint) => link(hint).join('; ')).join(', ');
}

/** The hints as `<link rel="preload">` elements, in order. */
export function linkElements(hints: readonly PreloadHint[]): string {
  const attributes = (hint: PreloadHint) => linkAttributes(hint).map(([name, value]) => (value === undefined ? ` ${name}` : ` ${name}="${value}"`));
  return hints.map((hint) => `<link rel="preload"${attributes(hint).join('')} href="${escapeAttribute(hint.href)}">`).join('');
}

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A script of a page's route: its URL and the built file behind it. */
export interface LaterScript {
  url: string;
  file: string;
}

interface PagePreloads {
  /** The shell's scripts that the page names itself, in its order. */
  pageScripts: string[];
  /** The registry, then the manifests of the remotes the page loads. */
  manifests: string[];
  /** The entry of the remote that owns the page's route. */
  entries: string[];
  /** Its route manifest, the screen, then the shell's providers of the shared code they need. */
  laterScripts: LaterScript[];
  /** The name of the remote whose route manifest is among `laterScripts` (the route's owner). */
  remotes: string[];
  /**
   * The API answers the page's first screen needs that the server may hint: only anonymous ones
   * (a signed-in screen sends a bearer token, which a hint cannot). The visitor home's: its posts,
   * statistics and the posts' labels come in with the scripts instead of after them. A signed-in
   * user's home (tiles) does not read them: ~7 KB unused there, as the server cannot tell a visitor
   * from a user whose tokens are in the browser's storage.
   */
  visitorCalls: string[];
  /** The signed-in screen's first API calls, which the shell makes with the stored token. */
  signedInCalls: string[];
}

/** What the page of `page`'s plan loads; the plan is worked out once per request, by its caller. */
function pagePreloads(paths: StaticPaths, page: PagePlan | undefined): PagePreloads | undefined {
  const shell = shellPlan(paths);
  if (!shell || !page) return undefined;

  // By URL, in the order first named; the file behind each is read by /route-scripts.
  const later = new Map<string, string>();
  const sharedKeys: string[] = [];
  const add = (folder: BuildFolder, { files, shared }: FilesAndShared) => {
    for (const file of files.filter(isBuiltScriptName)) {
      const url = `${folder.url}${file}`;
      if (!later.has(url)) later.set(url, path.join(folder.dir, file));
    }
    sharedKeys.push(...shared);
  };
  // Only the remote that owns the route before the screen is live: the shell loads the role's
  // others once it has (their manifests are hinted), and ~10 KB (remote-public's entry and route
  // manifest on a signed-in deep link, ~19 KB with remote-seller's on an admin's) no longer share the line with the screen's scripts.
  add(page.owner.folder, page.owner.plan.routesExpose);
  add(page.owner.folder, page.route);
  if (page.signedIn) add(shellFolder(paths), shell.signedIn);

  // The shell's providers of every shared key those files consume, and of what those consume.
  const seen = new Set<string>();
  while (sharedKeys.length > 0) {
    const key = sharedKeys.pop() as string;
    if (seen.has(key) || !shell.providers[key]) continue;
    seen.add(key);
    add(shellFolder(paths), shell.providers[key]);
  }
  const pageScripts = shell.onPage.map((file) => `/${file}`);
  const onPage = new Set(pageScripts);
  return {
    pageScripts,
    manifests: [REMOTE_REGISTRY_PATH, ...page.remotes.map((remote) => remote.manifestUrl)],
    entries: page.owner.plan.entry.map((file) => `${page.owner.folder.url}${file}`),
    laterScripts: [...later].filter(([url]) => !onPage.has(url)).map(([url, file]) => ({ url, file })),
    remotes: [page.owner.name],
    visitorCalls: page.route.firstCalls?.visitor ?? [],
    signedInCalls: page.route.firstCalls?.signedIn ?? [],
  };
}

/** The shell's own scripts, which every page of the app names itself, in their order. */
export function pageScriptHints(paths: StaticPaths): PreloadHint[] {
  return shellPlan(paths)?.onPage.map((file) => script(`/${file}`)) ?? [];
}

/**
 * The hints of the page at `pathname` (with `query`, '' for none), in order; none when no deployed
 * remote serves it. The page's own scripts first: over HTTP/1.1 (six connections) hints are
 * fetched in order, and the shell's bootstrap is what runs first. Then the screen's anonymous data
 * (a few KB; the first calls are those of the address without a query); the registry and the
 * manifests, which the shell's early fetches ask for; and the list of the later scripts (only
 * when there are some).
 */
export function pageHints(paths: StaticPaths, page: PagePlan | undefined, pathname: string, { query = '' } = {}): PreloadHint[] {
  const preloads = pagePreloads(paths, page);
  return preloads ? ownHints(preloads, pathname, query === '' ? preloads.visitorCalls : []) : [];
}

function ownHints(preloads: PagePreloads, pathname: string, calls: string[]): PreloadHint[] {
  return [
    ...preloads.pageScripts.map(script),
    ...calls.map(fetched),
    ...preloads.manifests.map(fetched),
    ...(preloads.entries.length + preloads.laterScripts.length > 0 ? [fetched(routePreloadsUrl(pathname))] : []),
  ];
}

/**
 * The hints of a page the server rendered, whose screen shows before any script runs: every script
 * its app will run before the screen is live, fetched at once, as the shell will ask for them (the
 * page's own, then the remotes' entries and the later scripts as one `/route-scripts`), beside the
 * page's own data hints (its calls' answers are in the page). Written after the content, they start
 * once the page is in, and need no round trip through every-page and `/route-preloads` first.
 */
export function serverRenderedPageHints(paths: StaticPaths, page: PagePlan | undefined, pathname: string): PreloadHint[] {
  const preloads = pagePreloads(paths, page);
  if (!preloads) return [];
  return [
    ...ownHints(preloads, pathname, []),
    ...preloads.entries.map(script),
    ...(preloads.laterScripts.length > 0 ? [script(routeScriptsUrl(pathname))] : []),
  ];
}

/**
 * `/route-preloads` for the page at `pathname`: the scripts it loads once the shell's own are in
 * (none for a path no remote serves), and its signed-in screen's first API calls, which the shell
 * makes with the stored token when the address has no query (as the owning remote's plan records
 * them from the route's prefetch).
 */
export function routePreloads(paths: StaticPaths, pathname: string): RoutePreloads {
  const preloads = pagePreloads(paths, pagePlan(paths, pathname));
  return {
    entries: preloads?.entries.map(script) ?? [],
    scripts: preloads?.laterScripts.map(({ url }) => script(url)) ?? [],
    remotes: preloads?.remotes ?? [],
    calls: preloads?.signedInCalls ?? [],
  };
}

/** The page's later scripts (`routePreloads(...).scripts`) with the built file behind each, for /route-scripts. */
export function laterScriptFiles(paths: StaticPaths, pathname: string): LaterScript[] {
  return pagePreloads(paths, pagePlan(paths, pathname))?.laterScripts ?? [];
}
