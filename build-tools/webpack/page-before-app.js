// @ts-check
/**
 * What the shell's index.html carries for the page shown before the app: an empty slot
 * (`PAGE_SLOT`) where the server puts a page it renders (server/src/delivery/README.md), the rules
 * that show it over a hidden #root while the page's first script says so, and that script
 * (shell/src/delivery/page-first-script.ts), compiled here and inlined in the head. Without
 * JavaScript, the server's page shows (a `<noscript>` style).
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const { contracts } = require('./load-plan-plugin');

const ID = contracts.PAGE_BEFORE_APP_ID;
const ON_CLASS = `${ID}-on`;
/** The element the server fills with the page it renders, as the minifier keeps it. */
const PAGE_SLOT = `<div id="${ID}"></div>`;
const TOKEN_KEYS = Object.values(contracts.SESSION_STORAGE_KEYS);
/** How long the page waits, once the app's screen is drawn, for the app to show the notifications the page drew. */
const NOTIFICATIONS_WAIT_MS = 1500;
/** How long a visitor's page waits for its first frame before it starts the app's scripts at most (a frame can be held back). */
const FIRST_FRAME_WAIT_MS = 1000;
/** How long a signed-in deep link's page holds the app's scripts for the screen it asked for at most. */
const SCREEN_WAIT_MS = 3000;

/**
 * Shown, over a hidden #root, while it holds the server's screen: not where the slot is left empty
 * (a page the server does not render, or could not), and no longer once the app has moved the
 * screen into its layout (a field focused there keeps the focus: #root shows at once).
 */
function prerenderStyle() {
  const holdsScreen = `:has(#${contracts.SERVER_SCREEN_ID})`;
  return [
    `#${ID}{display:none}`,
    `.${ON_CLASS} #${ID}${holdsScreen}{display:block;position:absolute;top:0;left:0;right:0;min-height:100vh}`,
    `.${ON_CLASS}:has(#${ID} #${contracts.SERVER_SCREEN_ID}) #root{visibility:hidden}`,
  ].join('');
}

/** The script's source: shell/src/delivery/page-first-script.ts, typed, linted and tested there. */
const FIRST_SCRIPT_FILE = path.join(__dirname, '..', '..', 'shell', 'src', 'delivery', 'page-first-script.ts');

/** The settings the page's first script runs with, from shared-contracts. @type {import('../../shell/src/delivery/page-first-script').PageFirstScriptSettings} */
const FIRST_SCRIPT_SETTINGS = {
  slotId: ID,
  onClass: ON_CLASS,
  tokenKeys: TOKEN_KEYS,
  accessTokenKey: contracts.SESSION_STORAGE_KEYS.accessToken,
  serverScreenId: contracts.SERVER_SCREEN_ID,
  templateId: contracts.PAGE_SCRIPTS_TEMPLATE_ID,
  signedInScreenAttribute: contracts.SIGNED_IN_SCREEN_PAGE_ATTRIBUTE,
  signedInScreenPath: contracts.SIGNED_IN_SCREEN_PATH,
  heldSubmitAttribute: contracts.SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE,
  heldClickProperty: contracts.SERVER_SCREEN_HELD_CLICK_PROPERTY,
  notificationsShownAttribute: contracts.NOTIFICATIONS_SHOWN_ATTRIBUTE,
  dismissibleBanners: Object.values(contracts.DISMISSIBLE_BANNERS),
  notificationsWaitMs: NOTIFICATIONS_WAIT_MS,
  firstFrameWaitMs: FIRST_FRAME_WAIT_MS,
  screenWaitMs: SCREEN_WAIT_MS,
};

/**
 * `(<pageFirstScript, compiled and minified>)(<settings>);`: a classic script, no module (it runs
 * inline before the body is parsed), for the browsers the app's builds target.
 */
function prerenderScript() {
  const { code } = transformSync(readFileSync(FIRST_SCRIPT_FILE, 'utf8'), {
    filename: FIRST_SCRIPT_FILE,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020', minify: { compress: true, mangle: true } },
    module: { type: 'commonjs' },
    minify: true,
  });
  /** @type {{ exports: { pageFirstScript?: Function } }} */
  const compiled = { exports: {} };
  new Function('exports', 'module', code)(compiled.exports, compiled);
  if (typeof compiled.exports.pageFirstScript !== 'function') throw new Error(`${FIRST_SCRIPT_FILE} exports no pageFirstScript`);
  return `(${compiled.exports.pageFirstScript.toString()})(${JSON.stringify(FIRST_SCRIPT_SETTINGS)});\n`;
}

const SCRIPT_SOURCE = prerenderScript();
/**
 * Head tags: the style (style-src allows inline), the script, inline so that the page paints
 * without waiting a round trip for it (the server admits it by its hash in the CSP,
 * server/src/delivery/shell-page-facts.ts) and, without JavaScript, the server's page shown.
 */
function prerenderHeadHtml() {
  const noScript = `#${ID}{display:block}`;
  return `<style>${prerenderStyle()}</style><script>${SCRIPT_SOURCE}</script><noscript><style>${noScript}</style></noscript>`;
}

module.exports = {
  PAGE_SLOT,
  PRERENDER_ON_CLASS: ON_CLASS,
  SCRIPT_SOURCE,
  prerenderStyle,
  prerenderHeadHtml,
};
