/**
 * @jest-environment jsdom
 */
import { DISMISSIBLE_BANNERS, NOTIFICATIONS_SHOWN_ATTRIBUTE, PAGE_BEFORE_APP_ID, PAGE_SCRIPTS_TEMPLATE_ID, PRODUCT_NAME, ROUTE_PATHS, SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE, SERVER_SCREEN_ID, SESSION_STORAGE_KEYS, SIGNED_IN_SCREEN_PAGE_ATTRIBUTE, SIGNED_IN_SCREEN_PATH } from '@insolvency/shared-contracts';

/*
 * The shell's index.html carries the page shown before the app: an empty slot the server fills
 * with a page it renders (the app's layout around the screen, from a remote's server build), and the script that shows it to a visitor and hands over to
 * the app.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack plugins are CommonJS
const prerender = require('./page-before-app') as {
  PAGE_SLOT: string;
  PRERENDER_ON_CLASS: string;
  SCRIPT_SOURCE: string;
  prerenderHeadHtml: () => string;
  prerenderStyle: () => string;
};

/** A page the server rendered into the slot: the app's layout (its <main> too) around the screen's element. */
const SERVER_PAGE = `<header><a href="/">${PRODUCT_NAME}</a></header><main id="main-content"><div id="${SERVER_SCREEN_ID}"><form><input name="Email"><button>Login</button></form></div></main>`;
const TOKEN_KEYS = Object.values(SESSION_STORAGE_KEYS);

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.documentElement.className = '';
  document.documentElement.removeAttribute(SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE);
  document.body.innerHTML = '';
});

const pageBeforeApp = () => document.getElementById(PAGE_BEFORE_APP_ID);

describe("the shell page's part of the page before the app", () => {
  it('is an empty slot: the texts, links and theme of the top bar come with the page the server renders', () => {
    expect(prerender.PAGE_SLOT).toBe(`<div id="${PAGE_BEFORE_APP_ID}"></div>`);
    const written = prerender.PAGE_SLOT + prerender.prerenderHeadHtml() + prerender.SCRIPT_SOURCE;
    expect(written).not.toContain(PRODUCT_NAME);
    expect(written).not.toMatch(/Help|Login|href=|#[0-9a-f]{3,6}\b|font/i);
  });
});

describe("the page's first script", () => {
  const runScript = (served = SERVER_PAGE) => {
    document.body.innerHTML = `${prerender.PAGE_SLOT.replace('></div>', `>${served}</div>`)}<div id="root"></div>`;
    // The script as the browser runs it: a classic script, before the app.
    new Function(prerender.SCRIPT_SOURCE)();
  };
  const shown = () => document.documentElement.classList.contains(prerender.PRERENDER_ON_CLASS);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("shows the server's page to a visitor and removes it once the app shows content (in its own <main>, not the server's)", async () => {
    runScript();
    expect(shown()).toBe(true);

    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = '<div><header></header><main id="main-content"><div role="status">Loading…</div></main></div>';
    await flush();
    expect(shown()).toBe(true);
    expect(pageBeforeApp()).not.toBeNull();

    document.querySelector('#root main')?.insertAdjacentHTML('beforeend', '<section aria-labelledby="home-title"></section>');
    await flush();
    expect(shown()).toBe(false);
    expect(pageBeforeApp()).toBeNull();

    // A loading status on a later route does not bring it back.
    (document.querySelector('#root main') as HTMLElement).innerHTML = '<div role="status">Loading…</div>';
    await flush();
    expect(shown()).toBe(false);
  });

  it('watches for the app only once the page is parsed, and hands over at once if the app drew by then', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runScript();
    expect(shown()).toBe(true);
    (document.getElementById('root') as HTMLElement).innerHTML = '<main id="main-content"><section aria-labelledby="home-title"></section></main>';
    await flush();
    expect(shown()).toBe(true);

    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(shown()).toBe(false);
    expect(pageBeforeApp()).toBeNull();
  });

  it('hands over to an error too (a remote that could not be loaded)', async () => {
    runScript();
    (document.getElementById('root') as HTMLElement).innerHTML = '<main id="main-content"><div role="alert">Public area could not be loaded.</div></main>';
    await flush();
    expect(shown()).toBe(false);
  });

  it.each(TOKEN_KEYS)('never shows it when %s is stored (a signed-in browser), and removes it', (key) => {
    localStorage.setItem(key, 'token');
    runScript();
    expect(shown()).toBe(false);
    expect(pageBeforeApp()).toBeNull();
  });

  it('removes a page parsed after the script when it is not shown', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'token');
    document.body.innerHTML = '<div id="root"></div>';
    new Function(prerender.SCRIPT_SOURCE)();
    document.body.insertAdjacentHTML('afterbegin', prerender.PAGE_SLOT.replace('></div>', `>${SERVER_PAGE}</div>`));
    await flush();
    expect(pageBeforeApp()).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it("holds the submit of a form of the server's screen made before the app, for the app to send once it has hydrated it", () => {
    runScript();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.documentElement.hasAttribute(SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE)).toBe(true);
  });

  it('leaves a form the app has taken into #root to the app', () => {
    runScript();
    document.getElementById('root')!.innerHTML = `<div id="${SERVER_SCREEN_ID}"><form></form></div>`;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('#root form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(document.documentElement.hasAttribute(SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  const visibility = () => ({ page: getComputedStyle(pageBeforeApp()!).display, app: getComputedStyle(document.getElementById('root')!).visibility });

  it("hides the app's page behind the server's while it holds the screen, and shows the app's page where the slot is empty", () => {
    // The style, not the script, decides: the pages the server does not render (its load plan's choice).
    document.head.innerHTML = `<style>${prerender.prerenderStyle()}</style>`;
    runScript();
    expect(visibility()).toEqual({ page: 'block', app: 'hidden' });
    document.body.innerHTML = `${prerender.PAGE_SLOT}<div id="root"></div>`;
    expect(visibility()).toEqual({ page: 'none', app: 'visible' });
  });

  it('shows the app at once when it moves the screen into its layout (a focused field keeps the focus)', () => {
    document.head.innerHTML = `<style>${prerender.prerenderStyle()}</style>`;
    runScript();
    document.getElementById('root')!.append(document.getElementById(SERVER_SCREEN_ID)!);
    expect(visibility()).toEqual({ page: 'none', app: 'visible' });
  });
});

describe("the page's first script on a page whose app scripts the server put in a template", () => {
  const TEMPLATE = `<template id="${PAGE_SCRIPTS_TEMPLATE_ID}"><link rel="preload" as="script" href="/every-page.js"><script defer src="/main.js"></script><link rel="preload" as="fetch" crossorigin href="/remotes.json"></template>`;
  const runScript = () => {
    document.head.innerHTML = TEMPLATE;
    document.body.innerHTML = `${prerender.PAGE_SLOT.replace('></div>', `>${SERVER_PAGE}</div>`)}<div id="root"></div>`;
    new Function(prerender.SCRIPT_SOURCE)();
  };
  /** What the head fetches and runs, in its order. */
  const started = () =>
    Array.from(document.head.children, (element) =>
      element instanceof HTMLScriptElement ? `script ${element.getAttribute('src')}${element.async === false ? ' in order' : ''}` : `${element.tagName.toLowerCase()} ${element.getAttribute('as') ?? ''} ${element.getAttribute('href') ?? ''}`,
    );
  const STARTED = ['link script /every-page.js', 'script /main.js in order', 'link fetch /remotes.json'];

  describe('for a visitor', () => {
    /** The page's listeners, removed after each test: another test's page must not start its scripts. */
    let listeners: Parameters<typeof document.addEventListener>[] = [];
    beforeEach(() => {
      jest.useFakeTimers();
      const add = document.addEventListener.bind(document);
      jest.spyOn(document, 'addEventListener').mockImplementation((...listener: Parameters<typeof document.addEventListener>) => {
        listeners.push(listener);
        add(...listener);
      });
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
      for (const listener of listeners) document.removeEventListener(...listener);
      listeners = [];
    });

    it("starts them, in their order, scripts run in it, once the parsed page's first frame is drawn", () => {
      const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      runScript();
      expect(started()).toEqual([`template  `]);
      readyState.mockRestore();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toEqual([`template  `]);
      // The frame's animation callbacks (16 ms on the fake clock), then a task after its paint.
      jest.advanceTimersByTime(16);
      expect(started()).toEqual([`template  `]);
      jest.advanceTimersByTime(1);
      expect(started()).toEqual(STARTED);
      expect(document.querySelector('link[rel="preload"][as="fetch"]')?.hasAttribute('crossorigin')).toBe(true);
      jest.advanceTimersByTime(2_000);
      expect(started()).toEqual(STARTED);
    });

    it('starts them once the page is parsed in a hidden tab, which draws no frame', () => {
      jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      runScript();
      expect(started()).toEqual([`template  `]);
      readyState.mockRestore();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toEqual(STARTED);
    });

    it('adds nothing to a page that names its scripts itself', () => {
      document.head.innerHTML = '<script defer src="/main.js"></script>';
      document.body.innerHTML = `${prerender.PAGE_SLOT}<div id="root"></div>`;
      new Function(prerender.SCRIPT_SOURCE)();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      jest.advanceTimersByTime(1_000);
      expect(started()).toEqual(['script /main.js']);
    });

    it('starts them after a second when no frame is drawn', () => {
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      runScript();
      readyState.mockRestore();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      jest.advanceTimersByTime(999);
      expect(started()).toEqual([`template  `]);
      jest.advanceTimersByTime(1);
      expect(started()).toEqual(STARTED);
    });
  });

  it('starts them at once for a signed-in user, whom the app draws the page for: its scripts preloaded, and run once the page is parsed (the app reads #root)', () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'token');
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runScript();
    expect(started()).toEqual(['link script /every-page.js', 'link script /main.js', 'link fetch /remotes.json']);
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(started()).toEqual(['link script /every-page.js', 'link script /main.js', 'link fetch /remotes.json', 'script /main.js in order']);
  });

});

describe("the page's first script on a signed-in deep link the server renders", () => {
  const SIGNED_IN_PAGE = `<header>Tom Reilly</header><main><div id="${SERVER_SCREEN_ID}"><h1>Your Posting Inbox</h1></div></main>`;
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const shown = () => document.documentElement.classList.contains(prerender.PRERENDER_ON_CLASS);
  let asked: { url: string; authorization: string | null }[];
  /** The server's answer, as much of a Response as the script reads (jsdom has no fetch). */
  let answer: { status: number; json?: () => Promise<unknown> };
  const originalFetch = window.fetch;

  beforeEach(() => {
    asked = [];
    answer = { status: 200, json: async () => ({ html: SIGNED_IN_PAGE, head: '<style data-href="im-top-bar">.bar{}</style>' }) };
    window.fetch = (async (url: string, init?: { headers?: Record<string, string> }) => {
      asked.push({ url, authorization: init?.headers?.Authorization ?? null });
      return answer;
    }) as unknown as typeof fetch;
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'access.token.value');
    localStorage.setItem(SESSION_STORAGE_KEYS.refreshToken, 'refresh');
  });
  afterEach(() => {
    window.fetch = originalFetch;
    history.replaceState(null, '', '/');
  });

  /** A page as the server sends it: one whose screen it renders says so on its scripts' template. */
  const openPage = (pathname: string, { screenRendered = true, heldScripts = '' } = {}) => {
    history.replaceState(null, '', pathname);
    document.head.innerHTML = `<template id="${PAGE_SCRIPTS_TEMPLATE_ID}"${screenRendered ? ` ${SIGNED_IN_SCREEN_PAGE_ATTRIBUTE}` : ''}>${heldScripts}</template>`;
    document.body.innerHTML = `${prerender.PAGE_SLOT}<div id="root"></div>`;
    new Function(prerender.SCRIPT_SOURCE)();
  };

  it("asks for the page's screen with the stored access token and shows it, with its styles, until the app shows its own", async () => {
    openPage(`${ROUTE_PATHS.PostingInbox}?page=2`);
    await flush();
    expect(asked).toEqual([{ url: `${SIGNED_IN_SCREEN_PATH}?address=${encodeURIComponent(`${ROUTE_PATHS.PostingInbox}?page=2`)}`, authorization: 'Bearer access.token.value' }]);
    expect(pageBeforeApp()!.querySelector('h1')!.textContent).toBe('Your Posting Inbox');
    expect(document.head.querySelector('style[data-href="im-top-bar"]')).not.toBeNull();
    expect(shown()).toBe(true);

    document.getElementById('root')!.innerHTML = '<main id="main-content"><section></section></main>';
    await flush();
    expect(shown()).toBe(false);
    expect(pageBeforeApp()).toBeNull();
  });

  it("holds the app's scripts the server put in a template until the screen is in, or the answer is another, or a while has passed", async () => {
    const heldScripts = '<script defer src="/main.js"></script>';
    const mainScript = () => document.head.querySelector('script[src="/main.js"]');
    let answered: (value: typeof answer) => void = () => undefined;
    const answering = new Promise<typeof answer>((resolve) => (answered = resolve));
    window.fetch = (async () => answering) as unknown as typeof fetch;
    openPage(ROUTE_PATHS.PostingInbox, { heldScripts });
    await flush();
    expect(mainScript()).toBeNull();
    answered(answer);
    await flush();
    expect(pageBeforeApp()!.querySelector('h1')!.textContent).toBe('Your Posting Inbox');
    expect(mainScript()).not.toBeNull();

    answer = { status: 204 };
    window.fetch = (async () => answer) as unknown as typeof fetch;
    openPage(ROUTE_PATHS.LivePosts, { heldScripts });
    await flush();
    expect(mainScript()).not.toBeNull();

    jest.useFakeTimers();
    try {
      window.fetch = (() => new Promise(() => undefined)) as unknown as typeof fetch;
      openPage(ROUTE_PATHS.AdminUsers, { heldScripts });
      jest.advanceTimersByTime(2_999);
      expect(mainScript()).toBeNull();
      jest.advanceTimersByTime(1);
      expect(mainScript()).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks the page with the banners dismissed on this device, which the screen the server renders cannot know of', async () => {
    const { storageKey, htmlAttribute } = DISMISSIBLE_BANNERS.optionalCriteria;
    openPage(ROUTE_PATHS.PostingInbox);
    expect(document.documentElement.hasAttribute(htmlAttribute)).toBe(false);

    localStorage.setItem(storageKey, 'true');
    openPage(ROUTE_PATHS.PostingInbox);
    expect(document.documentElement.hasAttribute(htmlAttribute)).toBe(true);
    await flush();
    document.documentElement.removeAttribute(htmlAttribute);
    localStorage.removeItem(storageKey);
  });

  it('hands over once the app shows the notifications the page drew too, or after a moment without them', async () => {
    const withNotifications = `<section ${NOTIFICATIONS_SHOWN_ATTRIBUTE}>Invoices are payable within 14 days.</section>${SIGNED_IN_PAGE}`;
    answer = { status: 200, json: async () => ({ html: withNotifications }) };
    openPage(ROUTE_PATHS.PostingInbox);
    await flush();
    const root = document.getElementById('root')!;
    root.innerHTML = '<div class="column"></div><main id="main-content"><section></section></main>';
    await flush();
    expect(shown()).toBe(true);
    root.querySelector('.column')!.innerHTML = `<section ${NOTIFICATIONS_SHOWN_ATTRIBUTE}>Invoices are payable within 14 days.</section>`;
    await flush();
    expect(shown()).toBe(false);

    openPage(ROUTE_PATHS.PostingInbox);
    await flush();
    document.getElementById('root')!.innerHTML = '<main id="main-content"><section></section></main>';
    await flush();
    expect(shown()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(shown()).toBe(false);
  });

  it('puts nothing in the page when the app has drawn its screen first, or the server answers anything but 200', async () => {
    openPage(ROUTE_PATHS.AdminUsers);
    document.getElementById('root')!.innerHTML = '<main id="main-content"><table></table></main>';
    await flush();
    expect(asked).toHaveLength(1);
    expect(document.getElementById(SERVER_SCREEN_ID)).toBeNull();
    expect(shown()).toBe(false);

    for (const status of [204, 401, 403, 500]) {
      answer = { status, json: async () => ({ html: SIGNED_IN_PAGE }) };
      openPage(ROUTE_PATHS.LivePosts);
      await flush();
      expect({ status, slot: pageBeforeApp()!.innerHTML, shown: shown() }).toEqual({ status, slot: '', shown: false });
    }
  });

  it('asks nothing on a signed-in page the server does not render, nor without an access token', async () => {
    openPage(ROUTE_PATHS.Watchlist, { screenRendered: false });
    localStorage.removeItem(SESSION_STORAGE_KEYS.accessToken);
    openPage(ROUTE_PATHS.PostingInbox);
    await flush();
    expect(asked).toEqual([]);
  });
});
