// @ts-check
/**
 * A static pre-render of the visitor home's hero (top bar, heading, intro, Register and Login),
 * written into the shell's index.html so that a visitor on `/` sees the page's largest content
 * before the ~230 KiB of JavaScript have arrived and run (docs/frontend-architecture.md, LCP).
 *
 * - Hidden by default (CSS). `visitor-home-prerender.<hash>.js`, a tiny classic script loaded
 *   synchronously in <head> (CSP script-src 'self': no inline script), shows it only on `/`
 *   with no session tokens in localStorage, before the body is painted: a logged-in user never
 *   sees it. While it shows, #root is `visibility: hidden` (neither seen nor read by screen
 *   readers), so there is one copy of the content at any time.
 * - Hand-off: the same script watches the DOM; the first time React's `<main id="main-content">`
 *   holds anything but a loading status (the real home, role tiles, an error), it removes the
 *   pre-render and unhides #root in the same task, before the next paint: no flash, no jump
 *   (the pre-render lays the hero out exactly as the shell's AppLayout and VisitorHome do).
 *   It never comes back (a later loading spinner on another route does not show it).
 * - Kept in step with the code: remote-public's visitor-home-prerender.test.tsx checks the
 *   texts and links against VisitorHome, the values below against the theme's tokens, and the
 *   storage keys against shared-auth.
 */
const crypto = require('node:crypto');

/** The theme values the pre-render uses (checked against shared-ui's palette and antd tokens). */
const PRERENDER_THEME = {
  navy: '#173a5e',
  primary: '#1d5b8f',
  page: '#f3f5f8',
  text: '#1c2733',
  border: '#d5dce4',
  surface: '#ffffff',
  onNavy: '#ffffff',
  onNavyMuted: '#c9d6e3',
  fontSize: 15,
  lineHeight: 1.5333333333333334,
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontSizeLG: 18,
  fontSizeHeading1: 40,
  fontSizeHeading2: 32,
  margin: 16,
  marginSM: 12,
  marginLG: 24,
  padding: 16,
  paddingLG: 24,
  paddingXL: 32,
  borderRadius: 6,
  borderRadiusLG: 8,
  controlHeightLG: 40,
};

/** VisitorHome's hero texts and links (checked against the component). */
const PRERENDER_CONTENT = {
  productName: 'Insolvency Marketplace',
  heading: 'Businesses and assets from UK insolvencies, in one marketplace',
  intro:
    'Licensed insolvency practitioners advertise distressed businesses and assets. Interested Parties set their ' +
    'criteria, receive matching postings and express interest directly to the practitioner.',
  homePath: '/',
  helpPath: '/help/faqs',
  loginPath: '/login',
  registerPath: '/register/',
};

/** shared-auth's localStorage keys (checked against token-storage.ts). */
const TOKEN_KEYS = ['insolvency.auth.accessToken', 'insolvency.auth.refreshToken'];

const ID = 'visitor-home-prerender';
const ON_CLASS = 'visitor-home-prerender-on';

/** Spec: mobile layout below 960 px (shared-ui useIsMobileLayout). */
const MOBILE_MAX_WIDTH = 959.98;

function prerenderStyle() {
  const t = PRERENDER_THEME;
  const bar = `color:${t.onNavy};padding:6px 10px;border-radius:${t.borderRadius}px;font-weight:500;text-decoration:none`;
  const button = `display:inline-flex;align-items:center;justify-content:center;min-height:${t.controlHeightLG}px;padding:0 ${t.paddingLG}px;border-radius:${t.borderRadius}px;font-size:${t.fontSizeLG}px;font-weight:600;white-space:nowrap;text-decoration:none`;
  return [
    `#${ID}{display:none}`,
    `.${ON_CLASS} #${ID}{display:block;position:absolute;top:0;left:0;right:0;min-height:100vh;background:${t.page};color:${t.text};font-size:${t.fontSize}px;line-height:${t.lineHeight};font-family:${t.fontFamily}}`,
    `.${ON_CLASS} #root{visibility:hidden}`,
    `#${ID} header{display:flex;align-items:center;gap:24px;min-height:70px;padding:0 24px;background:${t.navy};color:${t.onNavy};box-sizing:border-box}`,
    `#${ID} .vhp-name{color:${t.onNavy};font-weight:700;font-size:20px;line-height:1.25;letter-spacing:.2px;min-width:0;text-decoration:none}`,
    `#${ID} .vhp-menu{display:none;width:32px;height:32px;flex:none}`,
    `#${ID} nav{display:flex;align-items:center;gap:8px;margin-left:auto}`,
    `#${ID} nav a{${bar}}`,
    `#${ID} nav .vhp-login{border:1px solid ${t.onNavyMuted}}`,
    `#${ID} main{display:block;width:100%;max-width:1200px;margin:0 auto;padding:24px;box-sizing:border-box}`,
    `#${ID} section{padding:${t.paddingXL}px ${t.paddingLG}px;border-radius:${t.borderRadiusLG}px;background:linear-gradient(135deg, ${t.navy}, ${t.primary});color:${t.onNavy}}`,
    `#${ID} h1{margin:0;font-size:${t.fontSizeHeading1}px;line-height:1.25;font-weight:700;max-width:760px}`,
    `#${ID} p{margin:${t.margin}px 0 0;font-size:${t.fontSizeLG}px;max-width:760px;color:${t.onNavyMuted}}`,
    `#${ID} .vhp-actions{display:flex;flex-wrap:wrap;gap:${t.marginSM}px;margin-top:${t.marginLG}px}`,
    `#${ID} .vhp-register{${button};border:1px solid ${t.border};background:${t.surface};color:${t.text}}`,
    `#${ID} .vhp-login-large{${button};border:1px solid ${t.onNavy};background:transparent;color:${t.onNavy}}`,
    `@media (max-width:${MOBILE_MAX_WIDTH}px){` +
      `#${ID} header{gap:8px;min-height:58px;padding:0 12px}` +
      `#${ID} .vhp-name{font-size:16px}` +
      `#${ID} .vhp-menu{display:block}` +
      `#${ID} nav{display:none}` +
      `#${ID} main{padding:16px 12px}` +
      `#${ID} section{padding:${t.paddingLG}px ${t.padding}px}` +
      `#${ID} h1{font-size:${t.fontSizeHeading2}px}` +
      `}`,
  ].join('');
}

/** The hero as static HTML: plain links (a full page load), the same landmarks and names as the app. */
function prerenderBodyHtml() {
  const c = PRERENDER_CONTENT;
  return (
    `<div id="${ID}">` +
    `<header><span class="vhp-menu" aria-hidden="true"></span><a class="vhp-name" href="${c.homePath}">${c.productName}</a>` +
    `<nav aria-label="Main"><a href="${c.helpPath}">Help</a><a class="vhp-login" href="${c.loginPath}">Login</a></nav></header>` +
    `<main><section aria-labelledby="${ID}-title"><h1 id="${ID}-title">${c.heading}</h1><p>${c.intro}</p>` +
    `<div class="vhp-actions"><a class="vhp-register" href="${c.registerPath}">Register</a><a class="vhp-login-large" href="${c.loginPath}">Login</a></div>` +
    `</section></main></div>`
  );
}

/** The classic script (ES5, no module: it runs before the body is parsed, under CSP script-src 'self'). */
function prerenderScript() {
  return (
    `(function(){` +
    `var keys=${JSON.stringify(TOKEN_KEYS)},html=document.documentElement;` +
    `try{if(location.pathname!=="/")return;for(var i=0;i<keys.length;i++)if(localStorage.getItem(keys[i]))return;}catch(e){return;}` +
    `html.classList.add(${JSON.stringify(ON_CLASS)});` +
    `var observer=new MutationObserver(function(){` +
    `var main=document.getElementById("main-content");if(!main)return;` +
    `for(var child=main.firstElementChild;child;child=child.nextElementSibling){` +
    `if(child.getAttribute("role")!=="status"){observer.disconnect();html.classList.remove(${JSON.stringify(ON_CLASS)});` +
    `var pre=document.getElementById(${JSON.stringify(ID)});if(pre)pre.parentNode.removeChild(pre);return;}}` +
    `});` +
    `observer.observe(html,{childList:true,subtree:true});` +
    `})();\n`
  );
}

const SCRIPT_SOURCE = prerenderScript();
const SCRIPT_FILE = `${ID}.${crypto.createHash('sha256').update(SCRIPT_SOURCE).digest('hex').slice(0, 12)}.js`;

/** Head tags: the style (style-src allows inline) and the blocking script (tiny, cached immutable). */
function prerenderHeadHtml() {
  return `<style>${prerenderStyle()}</style><script src="/${SCRIPT_FILE}"></script>`;
}

/** Emits the script beside the shell's chunks, before the `.gz`/`.br` copies are made. */
class VisitorHomePrerenderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('VisitorHomePrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VisitorHomePrerenderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(SCRIPT_FILE, new sources.RawSource(SCRIPT_SOURCE), { immutable: true, minimized: true });
      });
    });
  }
}

module.exports = {
  PRERENDER_THEME,
  PRERENDER_CONTENT,
  TOKEN_KEYS,
  PRERENDER_ID: ID,
  PRERENDER_ON_CLASS: ON_CLASS,
  SCRIPT_FILE,
  SCRIPT_SOURCE,
  prerenderStyle,
  prerenderBodyHtml,
  prerenderHeadHtml,
  VisitorHomePrerenderPlugin,
};
