// @ts-check
/**
 * The page shown before the JavaScript in the shell's index.html (docs/frontend-architecture.md,
 * LCP): the top bar, and on a page the deployed load plan marks `serverRendered` (the visitor
 * home, the help pages, Login) its screen, rendered by the server from remote-public's real
 * components with its data and put in `SCREEN_SLOT` (server/src/delivery/server-render/); served
 * without it (a page the server does not render, or a build that could not render), the page has
 * nothing to show and the app shows as it loads. Without JavaScript, the top bar and the server's
 * screen show (a `<noscript>` style).
 *
 * - Hidden by default (CSS). A tiny classic script inline in <head> (admitted by its hash in the
 *   server's CSP) shows it only with no session tokens in localStorage, before the body is
 *   painted: a logged-in user never sees it,
 *   and the server's screen leaves the page with it (the app renders the user's own). While it
 *   shows, #root is `visibility: hidden`.
 * - The app hydrates the server's screen (shell/src/delivery/server-screen.tsx): it moves it into
 *   its layout first, and the same script then removes the rest (the top bar) and unhides #root in
 *   the same task, before the next paint: the first time React's `<main id="main-content">` holds
 *   anything but a loading status (the adopted screen, or an error). It never comes back.
 * - A form of the server's screen submitted before the app has hydrated it (Login) is held: the
 *   browser would send it as a GET with the password in the address. The script marks the page
 *   (`SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE` on <html>) and the app submits the form once hydrated.
 * - Kept in step with the code: remote-public's visitor-home-prerender.test.tsx checks the top
 *   bar's texts and links against the app's, the values below against the theme's tokens, and the
 *   storage keys against shared-auth.
 */
const { contracts } = require('./load-plan-plugin');

/** The theme values the pre-render uses (checked against shared-ui's palette and antd tokens). */
const PRERENDER_THEME = {
  navy: '#173a5e',
  page: '#f3f5f8',
  text: '#1c2733',
  onNavy: '#ffffff',
  onNavyMuted: '#c9d6e3',
  fontSize: 15,
  lineHeight: 1.5333333333333334,
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  borderRadius: 6,
};

/** The top bar's texts and links, as the shell's AppBar shows them to a visitor. */
const PRERENDER_CONTENT = {
  productName: 'Insolvency Marketplace',
  homePath: '/',
  helpPath: '/help/faqs',
  loginPath: '/login',
};

/**
 * The place the server fills with the screen of a page it renders
 * (server/src/delivery/server-render/shell-page.ts): an element, as the minifier keeps it.
 */
const SCREEN_SLOT = '<div class="vp-page vp-screen"></div>';

/** shared-auth's localStorage keys (checked against token-storage.ts). */
const TOKEN_KEYS = ['insolvency.auth.accessToken', 'insolvency.auth.refreshToken'];

const ID = 'visitor-prerender';
const ON_CLASS = 'visitor-prerender-on';
/** Spec: mobile layout below 960 px (shared-ui useIsMobileLayout). */
const MOBILE_MAX_WIDTH = 959.98;

function prerenderStyle() {
  const t = PRERENDER_THEME;
  const bar = `color:${t.onNavy};padding:6px 10px;border-radius:${t.borderRadius}px;font-weight:500;text-decoration:none`;
  return [
    `#${ID}{display:none}`,
    `.${ON_CLASS} #${ID}{display:block;position:absolute;top:0;left:0;right:0;min-height:100vh;background:${t.page};color:${t.text};font-size:${t.fontSize}px;line-height:${t.lineHeight};font-family:${t.fontFamily}}`,
    `.${ON_CLASS} #root{visibility:hidden}`,
    // The slot left empty (a page the server does not render, or could not): nothing to show.
    `.${ON_CLASS}:has(.vp-screen:empty) #${ID}{display:none}`,
    `.${ON_CLASS}:has(.vp-screen:empty) #root{visibility:visible}`,
    // The top bar's rules are the frame's own: the server's screen has headers, navigations and links of its own.
    `#${ID}>header{display:flex;align-items:center;gap:24px;min-height:70px;padding:0 24px;background:${t.navy};color:${t.onNavy};box-sizing:border-box}`,
    `#${ID} .vhp-name{color:${t.onNavy};font-weight:700;font-size:20px;line-height:1.25;letter-spacing:.2px;min-width:0;text-decoration:none}`,
    `#${ID} .vhp-menu{display:none;width:32px;height:32px;flex:none}`,
    `#${ID}>header nav{display:flex;align-items:center;gap:8px;margin-left:auto}`,
    `#${ID}>header nav a{${bar}}`,
    `#${ID}>header .vhp-login{border:1px solid ${t.onNavyMuted}}`,
    `#${ID}>main{display:block;width:100%;max-width:1200px;margin:0 auto;padding:24px;box-sizing:border-box}`,
    `@media (max-width:${MOBILE_MAX_WIDTH}px){` +
      `#${ID}>header{gap:8px;min-height:58px;padding:0 12px}` +
      `#${ID} .vhp-name{font-size:16px}` +
      `#${ID} .vhp-menu{display:block}` +
      `#${ID}>header nav{display:none}` +
      `#${ID}>main{padding:16px 12px}` +
      `}`,
  ].join('');
}

/** The pages as static HTML: plain links (a full page load), the same landmarks and names as the app. */
function prerenderBodyHtml() {
  const c = PRERENDER_CONTENT;
  return (
    `<div id="${ID}">` +
    `<header><span class="vhp-menu" aria-hidden="true"></span><a class="vhp-name" href="${c.homePath}">${c.productName}</a>` +
    `<nav aria-label="Main"><a href="${c.helpPath}">Help</a><a class="vhp-login" href="${c.loginPath}">Login</a></nav></header>` +
    `<main>${SCREEN_SLOT}</main></div>`
  );
}

/** The classic script (ES5, no module: it runs inline before the body is parsed). */
function prerenderScript() {
  return (
    `(function(){` +
    `var keys=${JSON.stringify(TOKEN_KEYS)},html=document.documentElement,show=true;` +
    `function dropCopy(){var pre=document.getElementById(${JSON.stringify(ID)});if(pre)pre.parentNode.removeChild(pre);return !!pre;}` +
    `try{for(var i=0;i<keys.length;i++)if(localStorage.getItem(keys[i]))show=false;}catch(e){show=false;}` +
    // Not shown: the copy leaves the page as soon as it is parsed (no second form for assistive
    // tools, password managers or tests to find).
    `if(!show){if(!dropCopy()){var drop=new MutationObserver(function(){if(dropCopy())drop.disconnect();});` +
    `drop.observe(html,{childList:true,subtree:true});}return;}` +
    `html.classList.add(${JSON.stringify(ON_CLASS)});` +
    `document.addEventListener("submit",function(event){var form=event.target;` +
    `if(!form||!form.closest||form.closest("#root")||!form.closest(${JSON.stringify(`#${contracts.SERVER_SCREEN_ID}`)}))return;` +
    `event.preventDefault();html.setAttribute(${JSON.stringify(contracts.SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE)},"");},true);` +
    `var observer=new MutationObserver(function(){` +
    `var main=document.getElementById("main-content");if(!main)return;` +
    `for(var child=main.firstElementChild;child;child=child.nextElementSibling){` +
    `if(child.getAttribute("role")!=="status"){observer.disconnect();html.classList.remove(${JSON.stringify(ON_CLASS)});` +
    `dropCopy();return;}}` +
    `});` +
    `observer.observe(html,{childList:true,subtree:true});` +
    `})();\n`
  );
}

const SCRIPT_SOURCE = prerenderScript();

/**
 * Head tags: the style (style-src allows inline), the script, inline so that the page paints
 * without waiting a round trip for it (the server admits it by its hash in the CSP,
 * server/src/delivery/shell-inline-scripts.ts) and, without JavaScript, the top bar and the
 * server's screen shown.
 */
function prerenderHeadHtml() {
  const noScript = `#${ID},#${ID} .vp-screen{display:block}`;
  return `<style>${prerenderStyle()}</style><script>${SCRIPT_SOURCE}</script><noscript><style>${noScript}</style></noscript>`;
}

module.exports = {
  PRERENDER_THEME,
  PRERENDER_CONTENT,
  SCREEN_SLOT,
  TOKEN_KEYS,
  PRERENDER_ID: ID,
  PRERENDER_ON_CLASS: ON_CLASS,
  SCRIPT_SOURCE,
  prerenderStyle,
  prerenderBodyHtml,
  prerenderHeadHtml,
};
