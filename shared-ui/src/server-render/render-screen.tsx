// The server build bundles its own antd style cache and router: nothing is shared in Node, and
// neither is ever part of a browser bundle (create-server-render-config.js).
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  ROUTE_PATHS,
  SERVER_SCREEN_DATA_ID,
  SERVER_SCREEN_ID,
  SERVER_SCREEN_ROOT_ID,
  type RouteName,
  type ScreenForShellPage,
  type ServerRenderedPage,
  type ServerApiCall,
  type ServerScreenQueryAnswer,
} from '@insolvency/shared-contracts';
import { api, apiMiddleware, rootReducer } from '@insolvency/shared-auth';
import { PageLayout } from '../page-layout';
import { VisitorTopBar } from '../top-bar';
import { UiProvider } from '../ui-provider';
import { jsonForScriptElement } from './json-for-script-element';
import { renderToHtml } from './render-to-html';
import { screenStyles } from './screen-styles';

const SCREEN_PLACE_ID = 'server-screen-place';
/** The layout's markup where the screen's element goes. */
const SCREEN_PLACE = `<div id="${SCREEN_PLACE_ID}"></div>`;

/**
 * A store as the app's, for the answers a screen's own calls would fetch: put in by the caller, or,
 * given `serverApiCall`, asked of the API server itself (a signed-in screen's, with the user's token).
 */
export const createScreenStore = (serverApiCall?: ServerApiCall) =>
  configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { serverApiCall } } }).concat(apiMiddleware),
  });

type ScreenStore = ReturnType<typeof createScreenStore>;

/**
 * A screen of the app for the shell's page (server/src/delivery/server-render/shell-page.ts),
 * rendered from the components the browser runs at the address `location`, with the answers of
 * its calls already in `store`: nothing is loading, so the markup has the data. Laid out for a
 * desktop window (the server knows no width). `html` is the page shown before the app: the app's
 * layout (shared-ui's PageLayout, with `bar`, a visitor's by default, and `notifications`) around
 * the element the shell adopts and hydrates (shell/src/delivery/server-screen.tsx): antd's style
 * for the markup, the root React hydrates, and the answers in the store as JSON (with
 * `layoutAnswers`, those the notifications drew), which the shell puts in its own store first so
 * that its first render is this one. `head`, for the document's head, has the build's version and
 * the styles React hoists.
 */
export async function renderScreen(
  route: RouteName,
  screen: ReactNode,
  location: string,
  {
    store = createScreenStore(),
    pageAntdStyleMap,
    bar = <VisitorTopBar layout="by-width" />,
    notifications,
    layoutAnswers = [],
  }: { store?: ScreenStore; bar?: ReactNode; notifications?: ReactNode; layoutAnswers?: ServerScreenQueryAnswer[] } & ScreenForShellPage = {},
): Promise<ServerRenderedPage> {
  const styles = createCache();
  const rendered = await renderToHtml(
    <StyleProvider cache={styles}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[location]}>
          <UiProvider serverScreen>
            {/* The route's own path, so the screen reads its parameters as in the app. */}
            <Routes>
              <Route path={ROUTE_PATHS[route]} element={screen} />
            </Routes>
          </UiProvider>
        </MemoryRouter>
      </Provider>
    </StyleProvider>,
  );
  // Not hydrated: the app draws its own layout in its place. Its antd style comes with the screen's.
  const layoutHtml = await renderToHtml(
    <StyleProvider cache={styles}>
      <MemoryRouter initialEntries={[location]}>
        <UiProvider>
          <PageLayout bar={bar} notifications={notifications} route={route}>
            <div id={SCREEN_PLACE_ID} />
          </PageLayout>
        </UiProvider>
      </MemoryRouter>
    </StyleProvider>,
  );
  const drawsAntd = ANTD_CLASS.test(rendered) || ANTD_CLASS.test(layoutHtml);
  const css = drawsAntd ? screenStyles(styles, pageAntdStyleMap) : '';
  // Named in the page, as in a teaser's, so a page tells which deployment rendered it.
  const version = process.env.BUILD_VERSION ? `<meta name="build-version" content="${escapeAttribute(process.env.BUILD_VERSION)}">` : '';
  // React writes the style elements components hoist (UiProvider's link rules, the bar's) first;
  // in the document's head the app's React finds them and keeps them.
  const hoisted = new Set([...(rendered.match(HOISTED_STYLES) ?? []), ...(layoutHtml.match(HOISTED_STYLES) ?? [])]);
  const screenElement =
    `<div id="${SERVER_SCREEN_ID}">${css ? `<style>${css}</style>` : ''}` +
    `<div id="${SERVER_SCREEN_ROOT_ID}" data-route="${escapeAttribute(route)}">${rendered.replace(HOISTED_STYLES, '')}</div>` +
    `<script type="application/json" id="${SERVER_SCREEN_DATA_ID}">${jsonForScriptElement([...queryAnswers(store), ...layoutAnswers])}</script></div>`;
  const html = layoutHtml.replace(HOISTED_STYLES, '').replace(SCREEN_PLACE, () => screenElement);
  return { html, head: `${version}${[...hoisted].join('')}`, ...(drawsAntd ? {} : { drawsNoAntd: true }) };
}

/** The answers of the calls in the store, as the shell's store takes them. */
function queryAnswers(store: ScreenStore): ServerScreenQueryAnswer[] {
  return Object.values(store.getState()[api.reducerPath].queries).flatMap((query) =>
    query?.status === 'fulfilled' ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data }] : [],
  );
}

/**
 * An element antd draws: each of its components has its hash and CSS-variables classes (`css-…`,
 * `css-var-…`) and `ant-…` ones, its icons `anticon`. Without one, the theme's CSS variables and
 * antd's map, which extractStyle writes for any render in the theme, style nothing.
 */
const ANTD_CLASS = /\bclass="(?:[^"]*\s)?(?:ant-|anticon|css-)/;

/** React's hoisted style elements (`<style href precedence>` as written by its server renderer). */
const HOISTED_STYLES = /<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>/g;

export function escapeAttribute(text: string): string {
  return text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
