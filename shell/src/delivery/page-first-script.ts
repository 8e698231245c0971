/*
 * The shell page's first script: what the browser must do before the app, inline in the head of
 * index.html (build-tools/webpack/visitor-prerender.js compiles this function to ES5 and writes
 * `(<function>)(<settings>);`; the server admits it by its hash in the CSP, shell-page-facts.ts).
 * It runs before the body is parsed, so it may use nothing but its settings and the DOM: no import.
 *
 * - A visitor (no session tokens in localStorage) sees the page the server rendered into the slot
 *   over a hidden #root (`showBeforeApp`) until the app draws its own screen (`handOver`). A form
 *   submitted before the app is held, not sent as a GET with the password in the address.
 * - The app's scripts the server held in a template start once the visitor's first frame is drawn.
 * - A signed-in browser drops the slot, except on a signed-in deep link whose screen the server
 *   renders (its template says so): it asks for the screen with the stored token and shows it.
 */

export interface PageFirstScriptSettings {
  /** The slot of the page before the app (`PAGE_BEFORE_APP_ID`). */
  slotId: string;
  /** The class on <html> while the slot shows. */
  onClass: string;
  /** The session's keys in localStorage; the first is the access token's. */
  tokenKeys: string[];
  accessTokenKey: string;
  serverScreenId: string;
  templateId: string;
  signedInScreenAttribute: string;
  signedInScreenPath: string;
  heldSubmitAttribute: string;
  notificationsShownAttribute: string;
  dismissibleBanners: { storageKey: string; htmlAttribute: string }[];
  /** How long the page waits, once the app's screen is drawn, for the app to show the notifications the page drew. */
  notificationsWaitMs: number;
  /** How long a visitor's page waits for its first frame before it starts the app's scripts at most. */
  firstFrameWaitMs: number;
  /** How long a signed-in deep link's page holds the app's scripts for the screen it asked for at most. */
  screenWaitMs: number;
}

/** The part of a server-rendered page the script reads. */
interface RenderedPage {
  html: string;
  head?: string;
}

export function pageFirstScript(settings: PageFirstScriptSettings): void {
  const html = document.documentElement;
  let visitor = true;
  let token: string | null = null;
  try {
    for (let i = 0; i < settings.tokenKeys.length; i++) if (localStorage.getItem(settings.tokenKeys[i])) visitor = false;
    token = localStorage.getItem(settings.accessTokenKey);
  } catch {
    visitor = false;
  }

  function dropPage(): boolean {
    const slot = document.getElementById(settings.slotId);
    if (slot) slot.parentNode!.removeChild(slot);
    return !!slot;
  }

  /** Whether React's <main> holds more than a loading status: the app has drawn its screen. The server's page has a <main> of the same layout. */
  function appDrawn(): boolean {
    const main = document.querySelector('#root main');
    if (!main) return false;
    for (let child = main.firstElementChild; child; child = child.nextElementSibling) if (child.getAttribute('role') !== 'status') return true;
    return false;
  }

  /** Whenever the parser or the app changes the page, once it is parsed (the app's scripts run no sooner). */
  function whenParsed(start: () => void): void {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }

  /**
   * Shows the slot until the app's screen is drawn (and, where the page drew notifications, the
   * app shows them too, or a moment has passed); then the slot leaves and #root shows, in one task.
   */
  function handOver(): void {
    html.classList.add(settings.onClass);
    let drawnAt = 0;
    const notes = `[${settings.notificationsShownAttribute}]`;
    const notesPending = () => {
      const slot = document.getElementById(settings.slotId);
      const root = document.getElementById('root');
      return !!slot && !!slot.querySelector(notes) && !(root && root.querySelector(notes)) && Date.now() - drawnAt < settings.notificationsWaitMs;
    };
    const check = () => {
      if (!appDrawn()) return;
      if (!drawnAt) {
        drawnAt = Date.now();
        setTimeout(check, settings.notificationsWaitMs);
      }
      if (notesPending()) return;
      observer.disconnect();
      html.classList.remove(settings.onClass);
      dropPage();
    };
    // Watched once parsed: watching the parser insert every element cost the first paint ~30 ms.
    const observer = new MutationObserver(check);
    whenParsed(() => {
      observer.observe(html, { childList: true, subtree: true });
      check();
    });
  }

  /**
   * The app's scripts and hints the server held in the template, started in their order. The
   * scripts run once the page is parsed, as the template's `defer` says: the app reads #root and
   * the server's screen data, and a script inserted here runs as soon as it is in, which from the
   * cache is before the parser reaches them (a signed-in home stayed dead). Until then each is
   * preloaded, so it still downloads from this moment.
   */
  function startScripts(): void {
    const template = document.getElementById(settings.templateId) as HTMLTemplateElement | null;
    if (!template) return;
    template.parentNode!.removeChild(template);
    const items = (template.content || template).children;
    const parsed = document.readyState !== 'loading';
    const held: string[] = [];
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (item.tagName !== 'SCRIPT') {
        document.head.appendChild(document.importNode(item, true));
        continue;
      }
      const source = item.getAttribute('src')!;
      if (parsed) {
        runScript(source);
        continue;
      }
      const hint = document.createElement('link');
      hint.setAttribute('rel', 'preload');
      hint.setAttribute('as', 'script');
      hint.setAttribute('href', source);
      document.head.appendChild(hint);
      held.push(source);
    }
    if (held.length)
      whenParsed(() => {
        for (let i = 0; i < held.length; i++) runScript(held[i]);
      });
  }

  /** Scripts inserted by a script run as soon as they are in; `async = false` keeps them in their order. */
  function runScript(source: string): void {
    const script = document.createElement('script');
    script.src = source;
    script.async = false;
    document.head.appendChild(script);
  }

  /** A visitor's: once the parsed page's first frame is drawn (a task posted from its animation frame runs after its paint), at once in a hidden tab. */
  function startAfterFirstFrame(): void {
    const template = document.getElementById(settings.templateId);
    if (!template) return;
    const start = () => {
      if (template.parentNode) startScripts();
    };
    if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) {
      start();
      return;
    }
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, settings.firstFrameWaitMs);
  }

  /** Banners the user dismissed on this device, which the server's screen cannot know of, marked for their rules to hide. */
  function markDismissedBanners(): void {
    try {
      for (let i = 0; i < settings.dismissibleBanners.length; i++) {
        const banner = settings.dismissibleBanners[i];
        if (localStorage.getItem(banner.storageKey) === 'true') html.setAttribute(banner.htmlAttribute, '');
      }
    } catch {
      // No storage: nothing was dismissed here.
    }
  }

  /**
   * A signed-in deep link the server renders: its screen, asked for with the user's token, goes in
   * the slot once parsed, unless the app has drawn the page by then. The held scripts start once it
   * is there, on any other answer, or after a while: the screen does not share the line with them.
   */
  function askScreen(): void {
    if (!token || !window.fetch) {
      startScripts();
      return;
    }
    setTimeout(startScripts, settings.screenWaitMs);
    fetch(`${settings.signedInScreenPath}?address=${encodeURIComponent(location.pathname + location.search)}`, { headers: { Authorization: `Bearer ${token}` } })
      .then((answer) => (answer.status === 200 ? (answer.json() as Promise<RenderedPage>) : null))
      .then((page) => {
        if (!page) {
          startScripts();
          return;
        }
        const put = () => {
          const slot = document.getElementById(settings.slotId);
          if (!slot || !document.getElementById('root')) return false;
          if (!appDrawn()) {
            document.head.insertAdjacentHTML('beforeend', page.head || '');
            slot.innerHTML = page.html;
            handOver();
          }
          startScripts();
          return true;
        };
        if (!put()) {
          const wait = new MutationObserver(() => {
            if (put()) wait.disconnect();
          });
          wait.observe(html, { childList: true, subtree: true });
        }
      })
      .catch(startScripts);
  }

  if (!visitor) {
    const held = document.getElementById(settings.templateId);
    if (held && held.hasAttribute(settings.signedInScreenAttribute)) {
      markDismissedBanners();
      askScreen();
      return;
    }
    startScripts();
    // Not shown: the slot leaves as soon as it is parsed (no second form for assistive tools, password managers or tests to find).
    if (!dropPage()) {
      const drop = new MutationObserver(() => {
        if (dropPage()) drop.disconnect();
      });
      drop.observe(html, { childList: true, subtree: true });
    }
    return;
  }
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLElement | null;
      if (!form || !form.closest || form.closest('#root') || !form.closest(`#${settings.serverScreenId}`)) return;
      event.preventDefault();
      html.setAttribute(settings.heldSubmitAttribute, '');
    },
    true,
  );
  handOver();
  whenParsed(startAfterFirstFrame);
}
