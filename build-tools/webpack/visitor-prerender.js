// @ts-check
/**
 * The page shown before the JavaScript in the shell's index.html (docs/frontend-architecture.md,
 * LCP): an empty element (`PAGE_SLOT`) where the server puts a page it renders from
 * remote-public's real components with its data, those the deployed load plan marks
 * `serverRendered` (the visitor home, the help pages, Login): the visitor's top bar and the screen
 * in the app's column (server/src/delivery/server-render/). Served without it (a page the server
 * does not render, or a build that could not render), the page has nothing to show and the app
 * shows as it loads. Without JavaScript, the server's page shows (a `<noscript>` style).
 *
 * - Hidden by default (CSS). A tiny classic script inline in <head> (admitted by its hash in the
 *   server's CSP) shows it only with no session tokens in localStorage, before the body is painted: a logged-in user never sees it
 *   (the app renders the user's own page). While it shows, #root is `visibility: hidden`.
 * - The app hydrates the server's screen (shell/src/delivery/server-screen.tsx): it moves it into
 *   its layout first, and the same script then removes the rest (the top bar) and unhides #root in
 *   the same task, before the next paint: the first time React's `<main id="main-content">` holds
 *   anything but a loading status (the adopted screen, or an error). It never comes back.
 * - A form of the server's screen submitted before the app has hydrated it (Login) is held: the
 *   browser would send it as a GET with the password in the address. The script marks the page
 *   (`SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE` on <html>) and the app submits the form once hydrated.
 */
const { contracts } = require('./load-plan-plugin');

const ID = contracts.PAGE_BEFORE_APP_ID;
const ON_CLASS = `${ID}-on`;
/** The element the server fills with the page it renders, as the minifier keeps it. */
const PAGE_SLOT = `<div id="${ID}"></div>`;
const TOKEN_KEYS = Object.values(contracts.SESSION_STORAGE_KEYS);

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

/** The classic script (ES5, no module: it runs inline before the body is parsed). */
function prerenderScript() {
  return (
    `(function(){` +
    `var keys=${JSON.stringify(TOKEN_KEYS)},html=document.documentElement,show=true;` +
    `function dropPage(){var pre=document.getElementById(${JSON.stringify(ID)});if(pre)pre.parentNode.removeChild(pre);return !!pre;}` +
    `try{for(var i=0;i<keys.length;i++)if(localStorage.getItem(keys[i]))show=false;}catch(e){show=false;}` +
    // Not shown: the page leaves as soon as it is parsed (no second form for assistive tools,
    // password managers or tests to find).
    `if(!show){if(!dropPage()){var drop=new MutationObserver(function(){if(dropPage())drop.disconnect();});` +
    `drop.observe(html,{childList:true,subtree:true});}return;}` +
    `html.classList.add(${JSON.stringify(ON_CLASS)});` +
    `document.addEventListener("submit",function(event){var form=event.target;` +
    `if(!form||!form.closest||form.closest("#root")||!form.closest(${JSON.stringify(`#${contracts.SERVER_SCREEN_ID}`)}))return;` +
    `event.preventDefault();html.setAttribute(${JSON.stringify(contracts.SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE)},"");},true);` +
    `var observer=new MutationObserver(function(){` +
    `var main=document.getElementById("main-content");if(!main)return;` +
    `for(var child=main.firstElementChild;child;child=child.nextElementSibling){` +
    `if(child.getAttribute("role")!=="status"){observer.disconnect();html.classList.remove(${JSON.stringify(ON_CLASS)});` +
    `dropPage();return;}}` +
    `});` +
    `observer.observe(html,{childList:true,subtree:true});` +
    `})();\n`
  );
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
