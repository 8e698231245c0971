import { SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE, SERVER_SCREEN_ID } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@insolvency/shared-auth';
import { palette, themeConfig } from '@insolvency/shared-ui';
// eslint-disable-next-line no-restricted-imports -- the test computes the design tokens the product's theme yields
import { theme as antdTheme } from 'antd';

/**
 * The shell's index.html carries a page painted before the JavaScript
 * (build-tools/webpack/visitor-prerender.js): the top bar and the place where the server puts the
 * screen of a page it renders, such as VisitorHome (server-render/render-visitor-home.tsx). These
 * tests keep the copy in step with the theme and the session's storage keys, and check its
 * script's hand-off.
 */
interface PrerenderModule {
  PRERENDER_THEME: Record<string, string | number>;
  SCREEN_SLOT: string;
  TOKEN_KEYS: string[];
  PRERENDER_ID: string;
  PRERENDER_ON_CLASS: string;
  SCRIPT_SOURCE: string;
  prerenderBodyHtml: () => string;
  prerenderStyle: () => string;
}
const prerender = jest.requireActual<PrerenderModule>('../../../../../build-tools/webpack/visitor-prerender.js');

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute(SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe("the visitor pages' pre-render", () => {
  it('leaves the screen to the server, which renders VisitorHome (or a help page) itself there', () => {
    const copy = document.createElement('div');
    copy.innerHTML = prerender.prerenderBodyHtml();
    expect(copy.querySelector('.vp-screen')?.outerHTML).toBe(prerender.SCREEN_SLOT);
    expect(prerender.prerenderBodyHtml().split(prerender.SCREEN_SLOT)).toHaveLength(2);
  });

  it('has the top bar of the app: the product name, Help and Login', () => {
    const copy = document.createElement('div');
    copy.innerHTML = prerender.prerenderBodyHtml();
    const links = [...copy.querySelectorAll('header a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Insolvency Marketplace', '/'],
      ['Help', '/help/faqs'],
      ['Login', '/login'],
    ]);
  });

  it("uses the theme's colours, font and sizes", () => {
    const token = antdTheme.getDesignToken(themeConfig);
    const t = prerender.PRERENDER_THEME;
    expect([t.navy, t.page, t.text, t.onNavy, t.onNavyMuted]).toEqual([palette.navy, palette.page, palette.text, palette.onNavy, palette.onNavyMuted]);
    const keys = ['fontSize', 'lineHeight', 'fontFamily', 'borderRadius'] as const;
    expect(Object.keys(t).filter((key) => !(keys as readonly string[]).includes(key) && !['navy', 'page', 'text', 'onNavy', 'onNavyMuted'].includes(key))).toEqual([]);
    for (const key of keys) {
      expect([key, t[key]]).toEqual([key, token[key]]);
    }
  });

  it("reads the session's storage keys", () => {
    expect(prerender.TOKEN_KEYS).toEqual([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]);
  });
});

describe("the pre-render's script", () => {
  const runScript = () => {
    document.body.innerHTML = `${prerender.prerenderBodyHtml()}<div id="root"></div>`;
    // The script as the browser runs it: a classic script, before the app.
    new Function(prerender.SCRIPT_SOURCE)();
  };
  const shown = () => document.documentElement.classList.contains(prerender.PRERENDER_ON_CLASS);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('shows the pre-render to a visitor on / and removes it once the app shows content', async () => {
    runScript();
    expect(shown()).toBe(true);

    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = '<div><header></header><main id="main-content"><div role="status">Loading…</div></main></div>';
    await flush();
    expect(shown()).toBe(true);
    expect(document.getElementById(prerender.PRERENDER_ID)).not.toBeNull();

    document.getElementById('main-content')?.insertAdjacentHTML('beforeend', '<section aria-labelledby="home-title"></section>');
    await flush();
    expect(shown()).toBe(false);
    expect(document.getElementById(prerender.PRERENDER_ID)).toBeNull();

    // A loading status on a later route does not bring it back.
    (document.getElementById('main-content') as HTMLElement).innerHTML = '<div role="status">Loading…</div>';
    await flush();
    expect(shown()).toBe(false);
  });

  it('hands over to an error too (a remote that could not be loaded)', async () => {
    runScript();
    (document.getElementById('root') as HTMLElement).innerHTML = '<main id="main-content"><div role="alert">Public area could not be loaded.</div></main>';
    await flush();
    expect(shown()).toBe(false);
  });

  it.each([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY])('never shows it when %s is stored (a logged-in user), and removes the copy', (key) => {
    localStorage.setItem(key, 'token');
    runScript();
    expect(shown()).toBe(false);
    expect(document.getElementById(prerender.PRERENDER_ID)).toBeNull();
  });

  it('removes a copy parsed after the script when it is not shown', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    document.body.innerHTML = '<div id="root"></div>';
    new Function(prerender.SCRIPT_SOURCE)();
    document.body.insertAdjacentHTML('afterbegin', prerender.prerenderBodyHtml());
    await flush();
    expect(document.getElementById(prerender.PRERENDER_ID)).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('holds the submit of a form of the server\'s screen made before the app, for the app to send once it has hydrated it', () => {
    runScript();
    document.querySelector('.vp-screen')!.innerHTML = `<div id="${SERVER_SCREEN_ID}"><form><input name="Email"><button>Login</button></form></div>`;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.documentElement.hasAttribute(SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE)).toBe(true);
  });

  it("leaves a form the app has taken into #root to the app", () => {
    runScript();
    document.getElementById('root')!.innerHTML = `<div id="${SERVER_SCREEN_ID}"><form></form></div>`;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('#root form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(document.documentElement.hasAttribute(SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it("hides the copy and shows the app's page where the server left the screen's place empty", () => {
    // The pages the server does not render (its load plan's choice): the style, not the script, decides.
    const style = document.createElement('div');
    style.innerHTML = `<style>${prerender.prerenderStyle()}</style>`;
    expect(style.textContent).toContain(`.${prerender.PRERENDER_ON_CLASS}:has(.vp-screen:empty) #${prerender.PRERENDER_ID}{display:none}`);
    expect(style.textContent).toContain(`.${prerender.PRERENDER_ON_CLASS}:has(.vp-screen:empty) #root{visibility:visible}`);
  });
});
