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
 * - A signed-in deep link the server renders (a route with first calls, `SIGNED_IN_SCREEN_PATH`):
 *   the script asks for its screen with the stored access token (the page's own request carries
 *   none) and puts it in the slot, with the user's top bar, unless the app has drawn the page by
 *   then; the app hydrates it as it does a public screen. Any other answer: the app draws the page.
 *   Banners the user dismissed on this device (`DISMISSIBLE_BANNERS`) are marked on <html> first,
 *   for their rules to keep them hidden in the server's screen.
 * - The app hydrates the server's screen (shell/src/delivery/server-screen.tsx): it moves it into
 *   its layout first, and the same script then removes the rest (the top bar) and unhides #root in
 *   the same task, before the next paint: the first time React's `<main id="main-content">` holds
 *   anything but a loading status (the adopted screen, or an error). It never comes back.
 * - On a page the server rendered a screen into, the app's scripts and hints wait in a template
 *   (`PAGE_SCRIPTS_TEMPLATE_ID`): the script starts them for a visitor once the parsed page's first
 *   frame is drawn (the screen paints without the downloads' work on the main thread in between),
 *   at once otherwise.
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
/** How long the page waits, once the app's screen is drawn, for the app to show the notifications the page drew. */
const NOTIFICATIONS_WAIT_MS = 1500;
/** How long a visitor's page waits for its first frame before it starts the app's scripts at most (a frame can be held back). */
const FIRST_FRAME_WAIT_MS = 1000;
/** How long a signed-in deep link's page holds the app's scripts for the screen it asked for at most. */
const SCREEN_WAIT_MS = 3000;
/** The signed-in pages whose screen the server renders when asked with the user's token. */
const SIGNED_IN_RENDERED_PATHS = Object.keys(contracts.SIGNED_IN_FIRST_CALLS).map((name) => contracts.ROUTE_PATHS[name]);

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
    `var keys=${JSON.stringify(TOKEN_KEYS)},html=document.documentElement,show=true,token=null;` +
    `function dropPage(){var pre=document.getElementById(${JSON.stringify(ID)});if(pre)pre.parentNode.removeChild(pre);return !!pre;}` +
    `try{for(var i=0;i<keys.length;i++)if(localStorage.getItem(keys[i]))show=false;` +
    `token=localStorage.getItem(${JSON.stringify(contracts.SESSION_STORAGE_KEYS.accessToken)});}catch(e){show=false;}` +
    // Shown until the app's own screen is drawn: the first time React's <main> holds more than a
    // loading status (and, where the page drew notifications, the app shows them too, or a moment
    // has passed), the page leaves and #root shows, in the same task.
    `function handOver(){html.classList.add(${JSON.stringify(ON_CLASS)});var drawnAt=0;` +
    `function notesPending(){var notes="[${contracts.NOTIFICATIONS_SHOWN_ATTRIBUTE}]",pre=document.getElementById(${JSON.stringify(ID)}),root=document.getElementById("root");` +
    `return !!(pre&&pre.querySelector(notes))&&!(root&&root.querySelector(notes))&&Date.now()-drawnAt<${NOTIFICATIONS_WAIT_MS};}` +
    `function check(){if(!appDrawn())return;if(!drawnAt){drawnAt=Date.now();setTimeout(check,${NOTIFICATIONS_WAIT_MS});}` +
    `if(notesPending())return;observer.disconnect();html.classList.remove(${JSON.stringify(ON_CLASS)});dropPage();}` +
    // Watched once the page is parsed (the app's scripts run no sooner): watching the parser
    // insert every element of the page cost its first paint ~30 ms on the throttled profile.
    `var observer=new MutationObserver(check);function watch(){observer.observe(html,{childList:true,subtree:true});check();}` +
    `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",watch);else watch();}` +
    `function appDrawn(){var main=document.getElementById("main-content");if(!main)return false;` +
    `for(var child=main.firstElementChild;child;child=child.nextElementSibling)if(child.getAttribute("role")!=="status")return true;return false;}` +
    // The app's scripts and hints the server put in a template on a page it rendered a screen into
    // (none elsewhere: the page names them itself): started in their order, scripts run in it.
    `function startScripts(){var template=document.getElementById(${JSON.stringify(contracts.PAGE_SCRIPTS_TEMPLATE_ID)});if(!template)return;` +
    `template.parentNode.removeChild(template);var items=(template.content||template).children;` +
    `for(var i=0;i<items.length;i++){var item=items[i];if(item.tagName!=="SCRIPT"){document.head.appendChild(document.importNode(item,true));continue;}` +
    `var script=document.createElement("script");script.src=item.getAttribute("src");script.async=false;document.head.appendChild(script);}}` +
    // A visitor's: once the parsed page's first frame is drawn (a task posted from its animation
    // frame runs after its paint), at once in a hidden tab, which draws no frame.
    `function startAfterFirstFrame(){var template=document.getElementById(${JSON.stringify(contracts.PAGE_SCRIPTS_TEMPLATE_ID)});if(!template)return;` +
    `function start(){if(template.parentNode)startScripts();}` +
    `if(document.visibilityState==="hidden"||!window.requestAnimationFrame){start();return;}` +
    `requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,${FIRST_FRAME_WAIT_MS});}` +
    // A signed-in deep link the server renders: its screen, asked for with the user's token, goes
    // in the slot once it is parsed, unless the app has drawn the page by then. The app's scripts
    // (held in the template by the server on such a page) start once it is there, or the answer
    // is anything else, or after a while: the screen's answer does not share the line with them.
    `function markDismissedBanners(){var banners=${JSON.stringify(Object.values(contracts.DISMISSIBLE_BANNERS))};` +
    `try{for(var i=0;i<banners.length;i++)if(localStorage.getItem(banners[i].storageKey)==="true")html.setAttribute(banners[i].htmlAttribute,"");}catch(e){}}` +
    `function askScreen(){if(!token||!window.fetch){startScripts();return;}setTimeout(startScripts,${SCREEN_WAIT_MS});` +
    `fetch(${JSON.stringify(contracts.SIGNED_IN_SCREEN_PATH)}+"?address="+encodeURIComponent(location.pathname+location.search),{headers:{Authorization:"Bearer "+token}})` +
    `.then(function(answer){return answer.status===200?answer.json():null;})` +
    `.then(function(page){if(!page){startScripts();return;}function put(){var slot=document.getElementById(${JSON.stringify(ID)});` +
    `if(!slot||!document.getElementById("root"))return false;` +
    `if(!appDrawn()){document.head.insertAdjacentHTML("beforeend",page.head||"");slot.innerHTML=page.html;handOver();}startScripts();return true;}` +
    `if(!put()){var wait=new MutationObserver(function(){if(put())wait.disconnect();});wait.observe(html,{childList:true,subtree:true});}})` +
    `["catch"](startScripts);}` +
    // Not shown: the page leaves as soon as it is parsed (no second form for assistive tools,
    // password managers or tests to find). A page the server renders for a signed-in user keeps
    // its (empty) slot for the screen asked for.
    // Its banners the user dismissed on this device, which the server's screen cannot know of, are marked hidden.
    `if(!show){if(${JSON.stringify(SIGNED_IN_RENDERED_PATHS)}.indexOf(location.pathname)>=0){markDismissedBanners();askScreen();return;}startScripts();` +
    `if(!dropPage()){var drop=new MutationObserver(function(){if(dropPage())drop.disconnect();});` +
    `drop.observe(html,{childList:true,subtree:true});}return;}` +
    `document.addEventListener("submit",function(event){var form=event.target;` +
    `if(!form||!form.closest||form.closest("#root")||!form.closest(${JSON.stringify(`#${contracts.SERVER_SCREEN_ID}`)}))return;` +
    `event.preventDefault();html.setAttribute(${JSON.stringify(contracts.SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE)},"");},true);` +
    `handOver();` +
    `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",startAfterFirstFrame);else startAfterFirstFrame();` +
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
