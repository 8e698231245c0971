import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { REMOTE_REGISTRY_PATH, routePreloadsUrl } from '@insolvency/shared-contracts';
import { pagePlan, shellFolder, shellPlan, type BuildFolder, type FilesAndShared } from './load-plan';
import type { StaticPaths } from './static-paths';

/**
 * What a page of the single-page app preloads, in two steps, so the browser fetches every file its
 * route will load without one round trip after another (registry, manifest, remote entry, route
 * manifest, screen, shared providers), and the file every page runs first is not slowed by the rest:
 * - the page's `Link: rel=preload` header: the shell's own scripts (`every-page`, React and antd,
 *   the largest), the screen's anonymous data, the registry and manifests, and the list of the rest;
 * - the rest (the remotes' entries and route manifests, the screen and the shared code it needs),
 *   listed at `/route-preloads?path=`, preloaded by the shell once its own scripts are in.
 * Over HTTP/1.1 the files fetched at once share the line: with the rest hinted at once, every-page
 * came in last, with everything else (~2 s on the throttled profile), and the main thread waited
 * for it; now it comes first and runs while the rest downloads.
 * Answered from the builds' load plans as deployed now (load-plan.ts).
 */

/** A script file a build's plan names within its own folder (what /route-scripts may read and serve). */
const isBuiltScriptName = (file: string) => file.endsWith('.js') && !file.split(/[\\/]/).includes('..') && !path.isAbsolute(file);

const scriptLink = (url: string) => `<${url}>; rel=preload; as=script`;
// as=fetch with crossorigin: the mode and credentials of a plain same-origin fetch(), which then takes the answer.
const fetchLink = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

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
  /** The entries of the remotes the page loads. */
  entries: string[];
  /** Their route manifests, the screen, then the shell's providers of the shared code they need. */
  laterScripts: LaterScript[];
  /** The names of the remotes whose route manifests are among `laterScripts`. */
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

function pagePreloads(paths: StaticPaths, pathname: string): PagePreloads | undefined {
  const shell = shellPlan(paths);
  const page = shell && pagePlan(paths, pathname);
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
  for (const remote of page.remotes) add(remote.folder, remote.plan.routesExpose);
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
    entries: page.remotes.flatMap((remote) => remote.plan.entry.map((file) => `${remote.folder.url}${file}`)),
    laterScripts: [...later].filter(([url]) => !onPage.has(url)).map(([url, file]) => ({ url, file })),
    remotes: page.remotes.map((remote) => remote.name),
    visitorCalls: page.route.firstCalls?.visitor ?? [],
    signedInCalls: page.route.firstCalls?.signedIn ?? [],
  };
}

/**
 * The `Link` header's value for a page at `pathname` (with `query`, '' for none), or undefined when
 * there is nothing to hint. `dataInPage`: the server rendered the screen, with its calls' answers.
 */
export function routePreloadLinks(paths: StaticPaths, pathname: string, query = '', { dataInPage = false } = {}): string | undefined {
  const preloads = pagePreloads(paths, pathname);
  if (!preloads) return undefined;
  // The page's own scripts first: over HTTP/1.1 (six connections) hints are fetched in order, and
  // the shell's bootstrap is what runs first; index.html names them again (one fetch each).
  return [...preloads.pageScripts.map(scriptLink), ...fetchHints(preloads, pathname, query, dataInPage).map(fetchLink)].join(', ');
}

/**
 * The fetches hinted after the page's scripts: the screen's anonymous data (a few KB; the first
 * calls are those of the address without a query), the registry and the manifests, which the
 * shell's early fetches ask for, and the list of the later scripts (only when there are some).
 */
function fetchHints(preloads: PagePreloads, pathname: string, query: string, dataInPage: boolean): string[] {
  return [
    ...(query === '' && !dataInPage ? preloads.visitorCalls : []),
    ...preloads.manifests,
    ...(preloads.entries.length + preloads.laterScripts.length > 0 ? [routePreloadsUrl(pathname)] : []),
  ];
}

/**
 * The fetches a page the server rendered a screen into hints, with its calls' answers in it: the
 * page starts them with the app's scripts (shell-page.ts), not in a `Link` header.
 */
export function renderedPageFetchHints(paths: StaticPaths, pathname: string): string[] {
  const preloads = pagePreloads(paths, pathname);
  return preloads ? fetchHints(preloads, pathname, '', true) : [];
}

export interface LaterRoutePreloads {
  /** The entries of the page's remotes, loaded by the shell one by one (each works out its own address). */
  entries: string[];
  /** The rest, which the shell loads as one (`/route-scripts`). */
  scripts: string[];
  /** The remotes whose route manifests are in `scripts`. */
  remotes: string[];
  /** The signed-in screen's first API calls. */
  calls: string[];
}

/**
 * `/route-preloads` for the page at `pathname`: the scripts it loads once the shell's own are in
 * (none for a path no remote serves), and its signed-in screen's first API calls, which the shell
 * makes with the stored token when the address has no query (as the owning remote's plan records
 * them from the route's prefetch).
 */
export function laterRoutePreloads(paths: StaticPaths, pathname: string): LaterRoutePreloads {
  const preloads = pagePreloads(paths, pathname);
  return {
    entries: preloads?.entries ?? [],
    scripts: preloads?.laterScripts.map(({ url }) => url) ?? [],
    remotes: preloads?.remotes ?? [],
    calls: preloads?.signedInCalls ?? [],
  };
}

/** The page's later scripts (`laterRoutePreloads(...).scripts`) with the built file behind each, for /route-scripts. */
export function laterScriptFiles(paths: StaticPaths, pathname: string): LaterScript[] {
  return pagePreloads(paths, pathname)?.laterScripts ?? [];
}

/** Sets the page's `Link: rel=preload` header (on the shell's index.html, served for every page it draws). */
export function setPreloadLinks(reply: FastifyReply, paths: StaticPaths, url: string): void {
  const [pathname, query = ''] = url.split('?');
  const links = routePreloadLinks(paths, pathname, query);
  if (links) reply.header('link', links);
}
