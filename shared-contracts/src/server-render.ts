import type { RouteName } from './route-names';

/*
 * The contract between the API server and the remotes' server builds: what a build is asked to
 * render, what it answers, and the names the server's page, its first script and the app share.
 */

/**
 * What the API server asks a remote's server build to render (its `./server-render` expose): the
 * screen of `route` at `address` (path and query, as the browser opened it), whose first calls
 * (the route's own `prefetch`) the build makes through `serverApiCall`: the API server answers
 * them in-process as it would the browser. `accessToken` is the signed-in user's, for a signed-in
 * deep link (absent for a visitor's page). `publicUrl` is the product's address without a trailing
 * slash (canonical and share links).
 */
export interface ServerRenderRequest extends ScreenForShellPage {
  route: RouteName;
  address: string;
  publicUrl: string;
  serverApiCall: ServerApiCall;
  accessToken?: string;
}

/** A GET of the API (`/api/...`, query included) made in the server, with its status, JSON body and headers (lower-case names). */
export type ServerApiCall = (path: string) => Promise<{ status: number; body: unknown; headers?: Readonly<Record<string, string>> }>;

/**
 * What a route says of its page's head once its first calls are answered (`RemoteRoute.head`): the
 * document's title, and the tags for search engines and link previews. A server build writes them,
 * escaped, in the head of the page it renders (shared-ui's server-render).
 */
export interface RouteHead {
  title?: string;
  meta?: readonly ({ name: string; content: string } | { property: string; content: string })[];
  links?: readonly { rel: string; href: string }[];
  /** schema.org data, written as a JSON-LD script. */
  structuredData?: unknown;
}

/** What a screen needs to know of the shell's page it goes into. */
export interface ScreenForShellPage {
  /**
   * antd's map of the styles the page's head already holds (`path:hash;…`, the content of its
   * `.data-ant-cssinjs-cache-path` rule): the screen's style leaves them out. Absent: the screen
   * carries all its styles.
   */
  pageAntdStyleMap?: string;
}

/**
 * A screen for the shell's page: its markup (`html`), what goes in the document's head (`head`),
 * where the page has its own, the document's title (`title`, text) in place of the shell's, and
 * whether the page can go without antd's CSS (`drawsNoAntd`).
 */
export interface ServerRenderedPage {
  html: string;
  head?: string;
  title?: string;
  /**
   * True when nothing in `html` is drawn by antd (no element has an antd class): the page needs
   * none of antd's CSS before the app, and the server moves the shell's head copy of it
   * (build-tools/antd-static-styles) after the content, for the app. Absent: it stays in the head.
   */
  drawsNoAntd?: boolean;
}

/**
 * The element of the shell's index.html that holds the page shown before the app
 * (build-tools/webpack/page-before-app.js), empty as the build writes it: the server puts a page
 * it renders there (server/src/delivery/server-render/shell-page.ts), the visitor's top bar and
 * the screen's element in the app's column.
 */
export const PAGE_BEFORE_APP_ID = 'page-before-app';

/**
 * The `<style>` of the shell's index.html that holds antd's CSS for the Button most screens draw
 * (build-tools/antd-static-styles). A page the server renders with no antd element has it at the
 * end of its body (server/src/delivery/server-render/shell-page.ts), and the app's start puts it
 * back at the start of the head (shell/src/delivery/page-antd-style.ts).
 */
export const PAGE_ANTD_STYLE_ID = 'page-antd-style';

/**
 * The inert `<template>` at the start of the head of a page the server rendered a screen into,
 * holding the app's scripts and fetch hints (server/src/delivery/server-render/shell-page.ts).
 * The page's first script (build-tools/webpack/page-before-app.js) starts them: for a visitor
 * once the page is parsed, so that the server's screen is parsed and painted without the
 * downloads' work on the main thread between; for a signed-in user at once, or, on a signed-in
 * deep link whose screen the server renders (server-render/signed-in-pages.ts), once it is in.
 */
export const PAGE_SCRIPTS_TEMPLATE_ID = 'page-scripts';

/**
 * On that template, of a signed-in deep link whose screen the server renders when asked with the
 * user's token (server-render/signed-in-pages.ts): the page's first script asks for the screen.
 * The server alone knows which pages these are (the deployed load plans), so the page tells it.
 */
export const SIGNED_IN_SCREEN_PAGE_ATTRIBUTE = 'data-signed-in-screen';

/**
 * Set on `<html>` by the page's first script (build-tools/webpack/page-before-app.js) when a form
 * of the server's screen was submitted before the app hydrated it: the submit was held, and the
 * app submits the form once it is hydrated.
 */
export const SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/**
 * The property of `window` where the page's first script (build-tools/webpack/page-before-app.js)
 * keeps a button of the server's screen clicked before the app hydrated it: the click was held,
 * and the app clicks the same button once it is hydrated (the element stays: hydration adopts it).
 */
export const SERVER_SCREEN_HELD_CLICK_PROPERTY = 'imHeldClick';

/**
 * On a field that keeps typed text apart from its value until Enter (or leaving it) commits it:
 * shared-ui's DateField (antd's date picker). Text typed into such a field of the server's screen
 * before the app hydrated it is committed by the app, as Enter commits it
 * (shell/src/delivery/server-screen.tsx).
 */
export const COMMITS_TYPED_TEXT_ON_ENTER_ATTRIBUTE = 'data-commits-typed-text-on-enter';

/**
 * Marks the notification area's list when it shows any (shared-ui's NotificationArea): a signed-in
 * screen's page drew the user's notifications above it, and the page's first script hands over to
 * the app once the app shows them too (build-tools/webpack/page-before-app.js), so they do not
 * leave and come back.
 */
export const NOTIFICATIONS_SHOWN_ATTRIBUTE = 'data-notifications-shown';

/** One answer of a screen's call, as RTK Query's `upsertQueryEntries` takes it. */
export interface ServerScreenQueryAnswer {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** The `./server-render` module of a remote's server build. */
export interface ServerRenderModule {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage>;
}
