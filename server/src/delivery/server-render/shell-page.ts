import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { PAGE_ANTD_STYLE_ID, PAGE_BEFORE_APP_ID, PAGE_SCRIPTS_TEMPLATE_ID, SIGNED_IN_SCREEN_PAGE_ATTRIBUTE, type ServerRenderedPage } from '@insolvency/shared-contracts';
import type { StaticPaths } from '../static-paths';

/**
 * Where the server puts a page it renders in the shell's index.html: the element of the page shown
 * before the app, empty as build-tools/webpack/visitor-prerender.js writes it.
 */
const PAGE_SLOT_START = `<div id="${PAGE_BEFORE_APP_ID}">`;
const PAGE_SLOT = `${PAGE_SLOT_START}</div>`;

/** The antd CSS the shell's index.html carries in its head for the app's first render. */
const ANTD_HEAD_STYLE = new RegExp(`<style id="${PAGE_ANTD_STYLE_ID}"[^>]*>[\\s\\S]*?</style>`);

/**
 * The shell's index.html with the server's page (the visitor's top bar and, in the app's column,
 * the screen's element: antd's style for it, the root the app hydrates and its calls' answers) in
 * the slot of the page shown before the app; the app moves the screen's element into its own
 * layout and hydrates it (shell/src/delivery/server-screen.tsx). `head` goes at the end of the
 * head: it stays (React's hoisted styles, which the app's React takes over; a teaser's tags for
 * search engines and link previews); `title`, where the screen has one, replaces the shell's.
 * A page antd draws nothing of (`drawsNoAntd`) has the head's antd CSS at the end of its body
 * (`antdStyleAfterContent`). The app's scripts and `fetchHints` wait in a template
 * (`scriptsInTemplate`).
 */
export async function shellPageWithScreen(paths: StaticPaths, screen: ServerRenderedPage, fetchHints: readonly string[] = []): Promise<string> {
  const page = await readFile(path.join(paths.shellDist, 'index.html'), 'utf8');
  if (!page.includes(PAGE_SLOT)) throw new Error(`the shell's index.html has no ${PAGE_SLOT} slot`);
  // Functions, not strings: a `$` in the markup is text, not a replacement pattern.
  const withScreen = scriptsInTemplate(screen.drawsNoAntd ? antdStyleAfterContent(page) : page, fetchHints)
    .replace(PAGE_SLOT, () => `${PAGE_SLOT_START}${screen.html}</div>`)
    .replace('</head>', () => `${screen.head ?? ''}</head>`);
  return screen.title === undefined ? withScreen : withScreen.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(screen.title!)}</title>`);
}

/**
 * The shell's index.html with its scripts held in the template (`scriptsInTemplate`), for a
 * signed-in deep link whose screen the page's first script asks for (the template says so):
 * started once it is in.
 */
export async function shellPageHoldingScripts(paths: StaticPaths): Promise<string> {
  return scriptsInTemplate(await readFile(path.join(paths.shellDist, 'index.html'), 'utf8'), [], { signedInScreen: true });
}

/** The shell's index.html, which renders the page in the browser (with its `Link` header, static-files.ts). */
export function sendClientPage(reply: FastifyReply, paths: StaticPaths, status: number) {
  if (!shellPageBuilt(paths)) {
    if (status === 410) return reply.code(410).type('text/plain; charset=utf-8').send('This opportunity is no longer for sale.');
    // No front end built: the server's own not-found answer, as for any other page.
    reply.callNotFound();
    return reply;
  }
  return reply.code(status).sendFile('index.html', paths.shellDist);
}

/** The shell's script elements and its preloads of the scripts they load, as the build writes them in index.html. */
const PAGE_SCRIPT = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;

/**
 * The page with its scripts and their preloads, and `fetchHints` as preload links, in an inert template at the start
 * of the head (`PAGE_SCRIPTS_TEMPLATE_ID`), which the page's first script starts: for a visitor
 * once the page is parsed (build-tools/webpack/visitor-prerender.js). Fetched from the start, the
 * scripts' ~200 KB came in over the page's parse and first paint, and the main thread's work for
 * each piece of them stretched both (the visitor home's content ~1.5 s instead of ~1.1 s on the
 * throttled profile of a slow machine).
 */
function scriptsInTemplate(page: string, fetchHints: readonly string[], { signedInScreen = false } = {}): string {
  const scripts = [...(page.match(SCRIPT_PRELOAD) ?? []), ...(page.match(PAGE_SCRIPT) ?? [])];
  const hints = fetchHints.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`);
  if (scripts.length + hints.length === 0 && !signedInScreen) return page;
  const template = `<template id="${PAGE_SCRIPTS_TEMPLATE_ID}"${signedInScreen ? ` ${SIGNED_IN_SCREEN_PAGE_ATTRIBUTE}` : ''}>${scripts.join('')}${hints.join('')}</template>`;
  return page
    .replace(PAGE_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace(/<head>/, () => `<head>${template}`);
}

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);
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
