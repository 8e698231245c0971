import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerRenderedPage } from '@insolvency/shared-contracts';
import type { StaticPaths } from '../static-paths';

/**
 * Where the server puts a screen it renders in the shell's index.html: the place in the page
 * shown before the app, empty as build-tools/webpack/visitor-prerender.js writes it.
 */
const SCREEN_SLOT_START = '<div class="vp-page vp-screen">';
const SCREEN_SLOT = `${SCREEN_SLOT_START}</div>`;

/**
 * The shell's index.html with the screen's element (antd's style for it, the root the app
 * hydrates and its calls' answers) in the slot of the page shown before the app, which moves it
 * into its own layout and hydrates it (shell/src/delivery/server-screen.tsx). `head` goes at the
 * end of the head: it stays (React's hoisted styles, which the app's React takes over).
 */
export async function shellPageWithScreen(paths: StaticPaths, screen: ServerRenderedPage): Promise<string> {
  const page = await readFile(path.join(paths.shellDist, 'index.html'), 'utf8');
  if (!page.includes(SCREEN_SLOT)) throw new Error(`the shell's index.html has no ${SCREEN_SLOT} slot`);
  // Functions, not strings: a `$` in the markup is text, not a replacement pattern.
  return page.replace(SCREEN_SLOT, () => `${SCREEN_SLOT_START}${screen.html}</div>`).replace('</head>', () => `${screen.head ?? ''}</head>`);
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
