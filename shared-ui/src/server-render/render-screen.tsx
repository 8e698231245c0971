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
import { UiProvider } from '../ui-provider';
import { jsonForScriptElement } from './json-for-script-element';
import { renderToHtml } from './render-to-html';
import { screenStyles } from './screen-styles';
import { SCREEN_PLACE, VisitorFrame } from './page-frame';

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
 * desktop window (the server knows no width). `html` is the page shown before the app: the
 * top bar and the column (`frame`: a visitor's by default) around the element the shell adopts and
 * hydrates (shell/src/delivery/server-screen.tsx): antd's style for the markup, the root React
 * hydrates, and the answers in the store as JSON (with `frameAnswers`, those the frame drew), which
 * the shell puts in its own store first so that its first render is this one. `head`, for the document's head, has the build's version and
 * the styles React hoists.
 */
export async function renderScreen(
  route: RouteName,
  screen: ReactNode,
  location: string,
  {
    store = createScreenStore(),
    pageAntdStyleMap,
    frame = <VisitorFrame />,
    frameAnswers = [],
  }: { store?: ScreenStore; frame?: ReactNode; frameAnswers?: ServerScreenQueryAnswer[] } & ScreenForShellPage = {},
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
  // Not hydrated: the app draws its own bar in its place. Its antd style comes with the screen's.
  const frameHtml = await renderToHtml(
    <StyleProvider cache={styles}>
      <MemoryRouter initialEntries={[location]}>{frame}</MemoryRouter>
    </StyleProvider>,
  );
  const drawsAntd = ANTD_CLASS.test(rendered) || ANTD_CLASS.test(frameHtml);
  const css = drawsAntd ? screenStyles(styles, pageAntdStyleMap) : '';
  // Named in the page, as in a teaser's, so a page tells which deployment rendered it.
  const version = process.env.BUILD_VERSION ? `<meta name="build-version" content="${escapeAttribute(process.env.BUILD_VERSION)}">` : '';
  // React writes the style elements components hoist (UiProvider's link rules, the bar's) first;
  // in the document's head the app's React finds them and keeps them.
  const hoisted = new Set([...(rendered.match(HOISTED_STYLES) ?? []), ...(frameHtml.match(HOISTED_STYLES) ?? [])]);
  const screenElement =
    `<div id="${SERVER_SCREEN_ID}">${css ? `<style>${css}</style>` : ''}` +
    `<div id="${SERVER_SCREEN_ROOT_ID}" data-route="${escapeAttribute(route)}">${rendered.replace(HOISTED_STYLES, '')}</div>` +
    `<script type="application/json" id="${SERVER_SCREEN_DATA_ID}">${jsonForScriptElement([...queryAnswers(store), ...frameAnswers])}</script></div>`;
  const html = frameHtml.replace(HOISTED_STYLES, '').replace(SCREEN_PLACE, () => screenElement);
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
