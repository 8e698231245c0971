import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import {
  PAGE_ANTD_STYLE_ID,
  PAGE_BEFORE_APP_ID,
  PAGE_SCRIPTS_TEMPLATE_ID,
  SIGNED_IN_SCREEN_PAGE_ATTRIBUTE,
  type PreloadHint,
  type ServerRenderedPage,
} from '@insolvency/shared-contracts';
import { PrecompressedBody } from '../../http/precompressed-body';
import { etagMatches } from '../../services/public-cache';
import { NO_CACHE } from '../headers';
import { pagePlan, type PagePlan } from '../load-plan';
import { linkElements, linkHeader, pageHints, pageScriptHints } from '../preload-hints';
import { shellPageFacts } from '../shell-page-facts';
import type { StaticPaths } from '../static-paths';
import type { PageCache } from './page-cache';

/**
 * Where the server puts a page it renders in the shell's index.html: the element of the page shown
 * before the app, empty as build-tools/webpack/page-before-app.js writes it.
 */
const PAGE_SLOT_START = `<div id="${PAGE_BEFORE_APP_ID}">`;
const PAGE_SLOT = `${PAGE_SLOT_START}</div>`;

/** The antd CSS the shell's index.html carries in its head for the app's first render. */
const ANTD_HEAD_STYLE = new RegExp(`<style id="${PAGE_ANTD_STYLE_ID}"[^>]*>[\\s\\S]*?</style>`);

/**
 * What a page of the app is made of besides the shell's index.html, for `shellPage`:
 * - `client`: the page the app draws in the browser; the shell's scripts as the build wrote them,
 *   with their preload elements at the start of the head (the app waits for them before it
 *   fetches the route's later scripts: shell/src/delivery/early-fetches.ts);
 * - `signed-in screen`: a signed-in deep link whose screen the page's first script asks for with
 *   the stored token; the scripts and their hints held in the template, marked for it
 *   (signed-in-pages.ts), started once the screen is in;
 * - `screen`: the server's page (the visitor's top bar and, in the app's column, the screen's
 *   element: antd's style for it, the root the app hydrates and its calls' answers) in the slot
 *   of the page shown before the app, which the app moves into its own layout and hydrates
 *   (shell/src/delivery/server-screen.tsx). Its `head` goes at the end of the head (React's hoisted
 *   styles, a teaser's tags for search engines and link previews); its `title`, where it has one,
 *   replaces the shell's. A page antd draws nothing of (`drawsNoAntd`) has the head's antd CSS at
 *   the end of its body (`antdStyleAfterContent`). The scripts wait in the template; `hints`
 *   (preload-hints.ts `serverRenderedPageHints`) end its body: the preload scanner finds them once
 *   the content is in, so the scripts download while the page is parsed and painted, and run once
 *   it is drawn.
 */
export type ShellPageFill =
  | { kind: 'client' }
  | { kind: 'signed-in screen' }
  | { kind: 'screen'; screen: ServerRenderedPage; hints: readonly PreloadHint[] };

/** The one way a page of the app is made: the shell's index.html filled as `fill` says. */
export async function shellPage(paths: StaticPaths, fill: ShellPageFill): Promise<string> {
  const page = await readFile(path.join(paths.shellDist, 'index.html'), 'utf8');
  // Functions, not strings, in every replace: a `$` in the markup is text, not a replacement pattern.
  switch (fill.kind) {
    case 'client':
      return withHeadStart(page, linkElements(pageScriptHints(paths)));
    case 'signed-in screen':
      return scriptsInTemplate(page, pageScriptHints(paths), { signedInScreen: true });
    case 'screen': {
      const { screen, hints } = fill;
      if (!page.includes(PAGE_SLOT)) throw new Error(`the shell's index.html has no ${PAGE_SLOT} slot`);
      const withScreen = scriptsInTemplate(screen.drawsNoAntd ? antdStyleAfterContent(page) : page, [])
        .replace(PAGE_SLOT, () => `${PAGE_SLOT_START}${screen.html}</div>`)
        .replace('</head>', () => `${screen.head ?? ''}</head>`)
        .replace('</body>', () => `${linkElements(hints)}</body>`);
      return screen.title === undefined ? withScreen : withScreen.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(screen.title!)}</title>`);
    }
  }
}

/** A whole page as sent: its ETag and its body, compressed once per encoding. */
export interface BuiltPage {
  etag: string;
  body: PrecompressedBody;
}

export function builtPage(html: string): BuiltPage {
  return { etag: `"${createHash('sha1').update(html).digest('base64url')}"`, body: new PrecompressedBody(html) };
}

/** Sends a page the browser revalidates on every use (no-cache, ETag). */
export function sendBuiltPage(reply: FastifyReply, page: BuiltPage, status = 200): Promise<FastifyReply> | FastifyReply {
  reply.code(status).header('cache-control', NO_CACHE).header('etag', page.etag).type('text/html; charset=utf-8');
  if (etagMatches(reply.request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  return page.body.send(reply.request, reply);
}

/**
 * A page of the app made of the shell's index.html alone (`client` or `signed-in screen`), made
 * once per version of the shell (page-cache.ts keeps it: nothing else goes into it).
 */
export function pageOfShell(pageCache: PageCache, paths: StaticPaths, kind: 'client' | 'signed-in screen', shellVersion: string): Promise<BuiltPage> {
  return pageCache.get(`${kind} ${paths.shellDist} ${shellVersion}`, { make: async () => ({ page: builtPage(await shellPage(paths, { kind })) }) });
}

/**
 * The shell's page, which renders the page at the request's address in the browser, with the
 * page's hints (preload-hints.ts `pageHints`) as its `Link` header.
 */
export async function sendClientPage(reply: FastifyReply, paths: StaticPaths, status: number, page?: PagePlan): Promise<FastifyReply> {
  const shell = shellPageBuilt(paths) ? shellPageFacts(paths) : undefined;
  if (!shell) {
    if (status === 410) return reply.code(410).type('text/plain; charset=utf-8').send('This opportunity is no longer for sale.');
    // No front end built: the server's own not-found answer, as for any other page.
    reply.callNotFound();
    return reply;
  }
  const [pathname, query = ''] = reply.request.url.split('?');
  const links = linkHeader(pageHints(paths, page ?? pagePlan(paths, pathname), pathname, { query }));
  if (links) reply.header('link', links);
  return sendBuiltPage(reply, await pageOfShell(reply.server.pageCache, paths, 'client', shell.version), status);
}

const withHeadStart = (page: string, markup: string) => page.replace(/<head>/, () => `<head>${markup}`);

/** The shell's script elements, as the build writes them in index.html. */
const PAGE_SCRIPT = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g;

/**
 * The page with its scripts, and `hints` as preload links before them, in an inert template at the start
 * of the head (`PAGE_SCRIPTS_TEMPLATE_ID`), which the page's first script starts: for a visitor
 * once the page's first frame is drawn (shell/src/delivery/page-first-script.ts). Run as they
 * came in, the scripts' work on the main thread stretched the page's parse and first paint.
 */
function scriptsInTemplate(page: string, hints: readonly PreloadHint[], { signedInScreen = false } = {}): string {
  const scripts = page.match(PAGE_SCRIPT) ?? [];
  if (scripts.length + hints.length === 0 && !signedInScreen) return page;
  const template = `<template id="${PAGE_SCRIPTS_TEMPLATE_ID}"${signedInScreen ? ` ${SIGNED_IN_SCREEN_PAGE_ATTRIBUTE}` : ''}>${linkElements(hints)}${scripts.join('')}</template>`;
  return withHeadStart(page.replace(PAGE_SCRIPT, ''), template);
}

/**
 * The page with the head's antd CSS moved to the end of its body: a page antd draws nothing of
 * paints without reading it first (~28 KB, 3 KB brotli), and it is still there for the app, whose
 * start puts it back in the head before it draws (shell/src/delivery/page-antd-style.ts), so that
 * a user the app shows its own screen to (a signed-in one) is not made to wait for antd to make it.
 */
function antdStyleAfterContent(page: string): string {
  const style = ANTD_HEAD_STYLE.exec(page)?.[0];
  return style ? page.replace(style, '').replace('</body>', () => `${style}</body>`) : page;
}

function escapeText(text: string): string {
  return text.replace(/[<>&]/g, (character) => `&#${character.charCodeAt(0)};`);
}

const builtShells = new Set<string>();

/**
 * Whether the shell's index.html is built. Looked for on disk until it is there (a server started
 * before the build serves it once it exists), then known: a build replaces the page, it does not
 * take the shell away.
 */
export function shellPageBuilt(paths: StaticPaths): boolean {
  if (builtShells.has(paths.shellDist)) return true;
  const built = existsSync(path.join(paths.shellDist, 'index.html'));
  if (built) builtShells.add(paths.shellDist);
  return built;
}
