// @ts-check
/**
 * Pre-renders of visitor pages in the shell's index.html, so that a visitor sees them before
 * the JavaScript has arrived and run (docs/frontend-architecture.md, LCP): the top bar, and
 * - on a page the deployed load plan marks `serverRendered` (the visitor home, the help pages),
 *   its screen rendered by the server from remote-public's real components with its data, put
 *   in `SCREEN_SLOT` (server/src/delivery/server-render/); served without it (a page the server
 *   does not render, or a build that could not render), the page has no copy and the app shows
 *   as it loads;
 * - on `/login`, a static copy of the Login page (heading, the form, the two ways to register).
 * Without JavaScript, the top bar and the server's screen show (a `<noscript>` style). The
 * screen's antd style comes with it in the slot and leaves with the copy.
 *
 * - Hidden by default (CSS). `visitor-prerender.<hash>.js`, a tiny classic script loaded
 *   synchronously in <head> (CSP script-src 'self': no inline script), shows the page's copy
 *   only with no session tokens in localStorage, before the body is painted: a logged-in user
 *   never sees it. While it shows, #root is `visibility: hidden` (neither seen nor read by
 *   screen readers), so there is one copy of the content at any time.
 * - The Login copy is a working form: what is typed into it, which field has the focus and a
 *   submit made before the app is ready (the button then shows it is busy) are taken over by
 *   the app's LoginForm when it first renders (remote-public prerendered-login.ts): nothing
 *   typed is lost and the submit is sent once the app can send it.
 * - Hand-off: the same script watches the DOM; the first time React's `<main id="main-content">`
 *   holds anything but a loading status (the real home, role tiles, an error), it removes the
 *   pre-render and unhides #root in the same task, before the next paint: no flash, no jump
 *   (the pre-render lays its page out as the shell's AppLayout and the screen do: for Login, the
 *   journey login-prerender.spec.ts compares the boxes of both at phone and desktop widths).
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
  textSecondary: '#4a5868',
  fontSize: 15,
  lineHeight: 1.5333333333333334,
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontSizeLG: 18,
  lineHeightLG: 1.4444444444444444,
  fontSizeHeading2: 32,
  lineHeightHeading2: 1.25,
  fontSizeHeading4: 22,
  marginXXS: 4,
  marginSM: 12,
  margin: 16,
  marginMD: 20,
  marginLG: 24,
  marginXL: 32,
  marginXXL: 48,
  padding: 16,
  paddingLG: 24,
  borderRadius: 6,
  borderRadiusLG: 8,
  controlHeight: 32,
  controlHeightLG: 40,
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

/** The Login screen's texts, links and field ids (checked against LoginScreen and LoginForm). */
const LOGIN_CONTENT = {
  heading: 'Login',
  formLabel: 'Login',
  formSectionLabel: 'Login with your account',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  submit: 'Login',
  forgotPassword: 'Forgot Password',
  forgotPasswordPath: '/forgotpass',
  registerHeading: 'New here? Register as',
  roleCards: [
    {
      title: 'Interested Party',
      text: 'Specify your criteria and find business opportunities',
      path: '/register/interestedparty',
      action: 'Register as an Interested Party',
    },
    {
      title: 'Insolvency Practitioner',
      text: 'List Businesses and Distressed Assets. Receive Interest from Interested Parties',
      path: '/register/insolvencypractitioner',
      action: 'Register as an Insolvency Practitioner',
    },
  ],
};

/** The static Login form's ids, read by remote-public's prerendered-login.ts. */
const LOGIN_FORM_IDS = {
  form: 'prerender-login-form',
  email: 'prerender-login-email',
  password: 'prerender-login-password',
  /** Set on the form by the script when it was submitted before the app took over. */
  submittedAttribute: 'data-submitted',
};

const ID = 'visitor-prerender';
const ON_CLASS = 'visitor-prerender-on';
/**
 * The page shown: the class `visitor-prerender-<page>` on <html>, by path; any other path shows
 * the server's screen, when the server put one in the slot (which pages it renders is the
 * deployed load plan's decision, not this file's).
 */
const PAGES = { '/login': 'login', '/login/': 'login' };
const SCREEN_PAGE = 'screen';

/** Spec: mobile layout below 960 px (shared-ui useIsMobileLayout). */
const MOBILE_MAX_WIDTH = 959.98;

/** The Login screen: LoginScreen's columns, FormField's label and input, RegisterRoleCards. */
function loginStyle() {
  const t = PRERENDER_THEME;
  const login = `#${ID} .vp-login`;
  const card = `background:${t.surface};border:1px solid ${t.border};border-radius:${t.borderRadiusLG}px;box-sizing:border-box`;
  const input = `display:block;width:100%;box-sizing:border-box;height:${t.controlHeightLG}px;margin:0;padding:7px 11px;font:inherit;font-size:${t.fontSizeLG}px;line-height:${t.lineHeightLG};color:${t.text};background:${t.surface};border:1px solid ${t.border};border-radius:${t.borderRadiusLG}px`;
  return [
    `${login} .vpl-wrap{max-width:1000px;margin:0 auto;padding:0 ${t.paddingLG}px}`,
    `${login} .vpl-head{display:flex;margin-bottom:${t.marginLG}px}`,
    `${login} h1{margin:0;font-size:${t.fontSizeHeading2}px;line-height:${t.lineHeightHeading2};font-weight:600}`,
    `${login} .vpl-columns{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start;gap:${t.marginXXL}px}`,
    `${login} .vpl-form{padding:${t.paddingLG}px;${card}}`,
    `${login} .vpl-field{margin-bottom:${t.marginMD}px;min-width:0}`,
    `${login} .vpl-label{margin-bottom:${t.marginXXS}px}`,
    `${login} label{font-weight:500}`,
    `${login} input{${input}}`,
    `${login} input:focus{outline:none;border-color:${t.primary};box-shadow:0 0 0 2px rgba(5,145,255,.1)}`,
    `${login} .vpl-password{display:flex;align-items:center;box-sizing:border-box;height:${t.controlHeightLG}px;padding:7px 11px;background:${t.surface};border:1px solid ${t.border};border-radius:${t.borderRadiusLG}px}`,
    `${login} .vpl-password:focus-within{border-color:${t.primary};box-shadow:0 0 0 2px rgba(5,145,255,.1)}`,
    `${login} .vpl-password input{flex:auto;min-width:0;height:auto;padding:0;border:0;border-radius:0;box-shadow:none}`,
    `${login} .vpl-password svg{flex:none;width:1em;height:1em;margin-left:4px;font-size:${t.fontSizeLG}px;fill:rgba(0,0,0,.45)}`,
    `${login} .vpl-actions{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${t.margin}px}`,
    `${login} button{height:${t.controlHeightLG}px;padding:0 15px;font:inherit;font-size:${t.fontSizeLG}px;line-height:${t.lineHeightLG};color:#fff;background:${t.primary};border:1px solid transparent;border-radius:${t.borderRadiusLG}px;box-shadow:0 2px 0 rgba(5,145,255,.1);cursor:pointer}`,
    `${login} button[aria-disabled="true"]{opacity:.65;cursor:progress}`,
    `${login} .vpl-actions a{color:${t.primary};text-decoration:underline}`,
    `${login} h2{margin:0 0 ${t.margin}px;font-size:${t.fontSizeHeading4}px;font-weight:700}`,
    `${login} .vpl-cards{display:flex;flex-direction:column;gap:${t.margin}px}`,
    `${login} .vpl-card{display:flex;flex-direction:column;align-items:flex-start;padding:${t.paddingLG}px;${card}}`,
    `${login} .vpl-card h2{margin:0 0 .83em;color:${t.navy}}`,
    `${login} .vpl-card p{margin:0 0 ${t.margin}px;color:${t.textSecondary}}`,
    `${login} .vpl-card a{display:inline-flex;align-items:center;justify-content:center;min-height:${t.controlHeight}px;max-width:100%;box-sizing:border-box;padding:4px ${t.padding}px;border-radius:${t.borderRadius}px;border:1px solid ${t.border};background:${t.surface};color:${t.text};font-weight:600;text-align:center;text-decoration:none}`,
    `@media (max-width:${MOBILE_MAX_WIDTH}px){` +
      `${login} .vpl-wrap{padding:0}` +
      `${login} .vpl-columns{grid-template-columns:minmax(0,1fr);gap:${t.marginXL}px}` +
      `${login} .vpl-form{padding:${t.padding}px}` +
      `}`,
  ];
}

function prerenderStyle() {
  const t = PRERENDER_THEME;
  const bar = `color:${t.onNavy};padding:6px 10px;border-radius:${t.borderRadius}px;font-weight:500;text-decoration:none`;
  const pageRules = [...Object.values(PAGES), SCREEN_PAGE]
    .filter((page, index, all) => all.indexOf(page) === index)
    .map((page) => `.${ON_CLASS}.${ID}-${page} #${ID} .vp-${page}{display:block}`);
  return [
    `#${ID}{display:none}`,
    `.${ON_CLASS} #${ID}{display:block;position:absolute;top:0;left:0;right:0;min-height:100vh;background:${t.page};color:${t.text};font-size:${t.fontSize}px;line-height:${t.lineHeight};font-family:${t.fontFamily}}`,
    `.${ON_CLASS} #root{visibility:hidden}`,
    `#${ID} .vp-page{display:none}`,
    ...pageRules,
    // The slot left empty (a page the server does not render, or could not): no copy.
    `.${ON_CLASS}.${ID}-${SCREEN_PAGE}:has(.vp-screen:empty) #${ID}{display:none}`,
    `.${ON_CLASS}.${ID}-${SCREEN_PAGE}:has(.vp-screen:empty) #root{visibility:visible}`,
    `#${ID} header{display:flex;align-items:center;gap:24px;min-height:70px;padding:0 24px;background:${t.navy};color:${t.onNavy};box-sizing:border-box}`,
    `#${ID} .vhp-name{color:${t.onNavy};font-weight:700;font-size:20px;line-height:1.25;letter-spacing:.2px;min-width:0;text-decoration:none}`,
    `#${ID} .vhp-menu{display:none;width:32px;height:32px;flex:none}`,
    `#${ID} nav{display:flex;align-items:center;gap:8px;margin-left:auto}`,
    `#${ID} nav a{${bar}}`,
    `#${ID} nav .vhp-login{border:1px solid ${t.onNavyMuted}}`,
    `#${ID} main{display:block;width:100%;max-width:1200px;margin:0 auto;padding:24px;box-sizing:border-box}`,
    `@media (max-width:${MOBILE_MAX_WIDTH}px){` +
      `#${ID} header{gap:8px;min-height:58px;padding:0 12px}` +
      `#${ID} .vhp-name{font-size:16px}` +
      `#${ID} .vhp-menu{display:block}` +
      `#${ID} nav{display:none}` +
      `#${ID} main{padding:16px 12px}` +
      `}`,
    ...loginStyle(),
  ].join('');
}

/** The password field's reveal icon, as antd draws it (EyeInvisibleOutlined's paths). */
function eyeInvisibleSvg() {
  const icon = require('@ant-design/icons-svg/lib/asn/EyeInvisibleOutlined').default.icon;
  const paths = icon.children.map((child) => `<path d="${child.attrs.d}"/>`).join('');
  return `<svg viewBox="${icon.attrs.viewBox}" aria-hidden="true" focusable="false">${paths}</svg>`;
}


function loginHtml() {
  const c = LOGIN_CONTENT;
  const ids = LOGIN_FORM_IDS;
  const cards = c.roleCards
    .map(
      (card, index) =>
        `<section class="vpl-card" aria-labelledby="${ID}-role-${index}"><h2 id="${ID}-role-${index}">${card.title}</h2>` +
        `<p>${card.text}</p><div style="margin-top:auto;max-width:100%"><a href="${card.path}">${card.action}</a></div></section>`,
    )
    .join('');
  return (
    `<div class="vp-page vp-login"><div class="vpl-wrap"><div class="vpl-head"><h1>${c.heading}</h1></div><div class="vpl-columns">` +
    `<section class="vpl-form" aria-label="${c.formSectionLabel}"><form id="${ids.form}" aria-label="${c.formLabel}" novalidate>` +
    `<div class="vpl-field"><div class="vpl-label"><label for="${ids.email}">${c.emailLabel}</label></div>` +
    `<input id="${ids.email}" name="Email" type="email" inputmode="email" autocomplete="username"></div>` +
    `<div class="vpl-field"><div class="vpl-label"><label for="${ids.password}">${c.passwordLabel}</label></div>` +
    `<span class="vpl-password"><input id="${ids.password}" name="Password" type="password" autocomplete="current-password">` +
    `${eyeInvisibleSvg()}</span></div>` +
    `<div class="vpl-actions"><button type="submit">${c.submit}</button><a href="${c.forgotPasswordPath}">${c.forgotPassword}</a></div>` +
    `</form></section>` +
    `<section aria-labelledby="${ID}-register"><h2 id="${ID}-register">${c.registerHeading}</h2><div class="vpl-cards">${cards}</div></section>` +
    `</div></div></div>`
  );
}

/** The pages as static HTML: plain links (a full page load), the same landmarks and names as the app. */
function prerenderBodyHtml() {
  const c = PRERENDER_CONTENT;
  return (
    `<div id="${ID}">` +
    `<header><span class="vhp-menu" aria-hidden="true"></span><a class="vhp-name" href="${c.homePath}">${c.productName}</a>` +
    `<nav aria-label="Main"><a href="${c.helpPath}">Help</a><a class="vhp-login" href="${c.loginPath}">Login</a></nav></header>` +
    `<main>${SCREEN_SLOT}${loginHtml()}</main></div>`
  );
}

/**
 * The classic script (ES5, no module: it runs before the body is parsed, under CSP script-src
 * 'self'). A submit of the static Login form is held (the form is marked, its button shows it
 * is busy) for the app's LoginForm to send when it takes over.
 */
function prerenderScript() {
  const ids = LOGIN_FORM_IDS;
  return (
    `(function(){` +
    `var keys=${JSON.stringify(TOKEN_KEYS)},pages=${JSON.stringify(PAGES)},html=document.documentElement,page;` +
    `function dropCopy(){var pre=document.getElementById(${JSON.stringify(ID)});if(pre)pre.parentNode.removeChild(pre);return !!pre;}` +
    `try{page=Object.prototype.hasOwnProperty.call(pages,location.pathname)?pages[location.pathname]:${JSON.stringify(SCREEN_PAGE)};` +
    `for(var i=0;page&&i<keys.length;i++)if(localStorage.getItem(keys[i]))page=false;}catch(e){page=false;}` +
    // Not shown: the copy leaves the page as soon as it is parsed (no second form for assistive
    // tools, password managers or tests to find).
    `if(!page){if(!dropCopy()){var drop=new MutationObserver(function(){if(dropCopy())drop.disconnect();});` +
    `drop.observe(html,{childList:true,subtree:true});}return;}` +
    `var pageClass=${JSON.stringify(`${ID}-`)}+page;` +
    `html.classList.add(${JSON.stringify(ON_CLASS)});html.classList.add(pageClass);` +
    `document.addEventListener("submit",function(event){var form=event.target;if(!form||form.id!==${JSON.stringify(ids.form)})return;` +
    `event.preventDefault();form.setAttribute(${JSON.stringify(ids.submittedAttribute)},"true");` +
    `var button=form.querySelector("button");if(button)button.setAttribute("aria-disabled","true");},true);` +
    `var observer=new MutationObserver(function(){` +
    `var main=document.getElementById("main-content");if(!main)return;` +
    `for(var child=main.firstElementChild;child;child=child.nextElementSibling){` +
    `if(child.getAttribute("role")!=="status"){observer.disconnect();html.classList.remove(${JSON.stringify(ON_CLASS)});html.classList.remove(pageClass);` +
    `dropCopy();return;}}` +
    `});` +
    `observer.observe(html,{childList:true,subtree:true});` +
    `})();\n`
  );
}

const SCRIPT_SOURCE = prerenderScript();
const SCRIPT_FILE = `${ID}.${crypto.createHash('sha256').update(SCRIPT_SOURCE).digest('hex').slice(0, 12)}.js`;

/**
 * Head tags: the style (style-src allows inline), the blocking script (tiny, cached immutable) and,
 * without JavaScript, the top bar and the server's screen shown.
 */
function prerenderHeadHtml() {
  const noScript = `#${ID},#${ID} .vp-screen{display:block}`;
  return `<style>${prerenderStyle()}</style><script src="/${SCRIPT_FILE}"></script><noscript><style>${noScript}</style></noscript>`;
}

/** Emits the script beside the shell's chunks, before the `.gz`/`.br` copies are made. */
class VisitorPrerenderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('VisitorPrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VisitorPrerenderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(SCRIPT_FILE, new sources.RawSource(SCRIPT_SOURCE), { immutable: true, minimized: true });
      });
    });
  }
}

module.exports = {
  PRERENDER_THEME,
  PRERENDER_CONTENT,
  SCREEN_SLOT,
  LOGIN_CONTENT,
  LOGIN_FORM_IDS,
  TOKEN_KEYS,
  PRERENDER_ID: ID,
  PRERENDER_ON_CLASS: ON_CLASS,
  SCRIPT_FILE,
  SCRIPT_SOURCE,
  prerenderStyle,
  prerenderBodyHtml,
  prerenderHeadHtml,
  VisitorPrerenderPlugin,
};
