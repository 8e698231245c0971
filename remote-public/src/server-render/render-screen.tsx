// The server build bundles its own antd style cache and router: nothing is shared in Node, and
// neither is ever part of a browser bundle (create-server-render-config.js).
// eslint-disable-next-line no-restricted-imports
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { MemoryRouter } from 'react-router-dom';
import type { ServerRenderedPage } from '@insolvency/shared-contracts';
import { apiMiddleware, rootReducer } from '@insolvency/shared-auth';
import { UiProvider } from '@insolvency/shared-ui';
import { renderToHtml } from './render-to-html';

/** A store as the app's, for the answers a screen's own calls would fetch. */
export const createScreenStore = () => configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(apiMiddleware) });

/**
 * A screen of the app for the shell's page (server/src/delivery/server-render/shell-page.ts),
 * rendered from the components the browser runs at the address `location`, with the answers of
 * its calls already in `store`: nothing is loading, so the markup has the data. Laid out for a
 * desktop window (the server knows no width). `html` starts with antd's style for the markup;
 * `head`, for the document's head, has the build's version and the styles React hoists.
 */
export async function renderScreen(screen: ReactNode, location: string, store = createScreenStore()): Promise<ServerRenderedPage> {
  const styles = createCache();
  const rendered = await renderToHtml(
    <StyleProvider cache={styles}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[location]}>
          <UiProvider>{screen}</UiProvider>
        </MemoryRouter>
      </Provider>
    </StyleProvider>,
  );
  const css = extractStyle(styles, { plain: true });
  // Named in the page, as in a teaser's, so a page tells which deployment rendered it.
  const version = process.env.BUILD_VERSION ? `<meta name="build-version" content="${escapeAttribute(process.env.BUILD_VERSION)}">` : '';
  // React writes the style elements components hoist (UiProvider's link rules) first; in the
  // document's head the app's React finds them and keeps them, while the screen's markup and
  // antd's style for it leave with the pre-render.
  const hoisted = rendered.match(HOISTED_STYLES) ?? [];
  return { html: `${css ? `<style>${css}</style>` : ''}${rendered.replace(HOISTED_STYLES, '')}`, head: `${version}${hoisted.join('')}` };
}

/** React's hoisted style elements (`<style href precedence>` as written by its server renderer). */
const HOISTED_STYLES = /<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>/g;

function escapeAttribute(text: string): string {
  return text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
