import type { ComponentType } from 'react';
import { pathFor, type RouteName, type ScreenForShellPage, type ServerRenderedPage, type ServerRenderRequest } from '@insolvency/shared-contracts';
import { FaqsScreen } from '../features/help/components/faqs-screen';
import { LoginScreen } from '../features/login/components/login-screen';
import { renderContactUs } from './render-contact-us';
import { renderPostTeaser } from './render-post-teaser';
import { renderScreen } from '@insolvency/shared-ui/server-render';
import { renderVisitorHome } from './render-visitor-home';

/*
 * remote-public's server build exposes this as `./server-render` (webpack.config.js): the API
 * server loads it through the federation runtime from the build `/remotes.json` names and asks
 * it for the screens of the shell's page (server/src/delivery/README.md).
 */

export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage> {
  switch (request.page) {
    case 'post-teaser':
      return renderPostTeaser(request.answer, request.publicUrl, request);
    case 'visitor-home':
      return renderVisitorHome(request.search, request.data, request);
    case 'contact-us':
      return renderContactUs(request.data, request);
    case 'screen':
      return renderDataFreeScreen(request.route, request);
    case 'signed-in-screen':
      throw new Error("remote-public's server build renders no signed-in screen");
  }
}

/** The screens that need no data from the server, by route: the app's own components. */
const DATA_FREE_SCREENS: Partial<Record<RouteName, ComponentType>> = { Help: FaqsScreen, Login: LoginScreen };

function renderDataFreeScreen(route: RouteName, shellPage: ScreenForShellPage): Promise<ServerRenderedPage> {
  const Screen = DATA_FREE_SCREENS[route];
  if (!Screen) throw new Error(`remote-public's server build does not render the route ${route}`);
  return renderScreen(route, <Screen />, pathFor(route), { pageAntdStyleMap: shellPage.pageAntdStyleMap });
}
