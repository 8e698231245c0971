/*
 * The shell page's first script: what the browser must do before the app, inline in the head of
 * index.html (build-tools/webpack/page-before-app.js compiles this function to ES5 and writes
 * `(<function>)(<settings>);`; the server admits it by its hash in the CSP, shell-page-facts.ts).
 * It runs before the body is parsed, so it may use nothing but its settings and the DOM: no import.
 *
 * - A visitor (no session tokens in localStorage) sees the page the server rendered into the slot
 *   over a hidden #root (`showBeforeApp`) until the app draws its own screen (`handOver`). A form
 *   submitted before the app is held, not sent as a GET with the password in the address, and so
 *   is a click on a button (`holdClicks`): the app presses it once it is there. Links and the top
 *   bar's GET search need no app.
 * - The app's scripts the server held in a template start once the visitor's first frame is drawn.
 * - A signed-in browser drops the slot, except on a signed-in deep link whose screen the server
 *   renders (its template says so): it asks for the screen with the stored token and shows it,
 *   holding its submits and clicks for the app as a visitor's.
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
  /** Where a click on a button of the server's screen before the app is kept (`SERVER_SCREEN_HELD_CLICK_PROPERTY`). */
  heldClickProperty: string;
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
   * What the visitor typed in the slot's own fields (its top bar's search box; the server's screen
   * has moved into the app by then and carries its own input), typed into the app's same field as
   * the slot leaves: a field of the same name in a form of the same name (`aria-label`), still as
   * the app drew it. The focus and caret follow. The app's own top bar replaces the slot's, so
   * without this, words typed while the app was starting would vanish (and a search sent the
   * moment after would search for nothing).
   */
  function carryTypedWords(): void {
    const slot = document.getElementById(settings.slotId);
    const root = document.getElementById('root');
    if (!slot || !root) return;
    const fields = slot.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form[aria-label] input[name], form[aria-label] textarea[name]');
    const appForms = root.querySelectorAll<HTMLFormElement>('form[aria-label]');
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i];
      if (field.value === field.defaultValue || !field.form) continue;
      const formName = field.form.getAttribute('aria-label');
      for (let j = 0; j < appForms.length; j++) {
        if (appForms[j].getAttribute('aria-label') !== formName) continue;
        const twin = appForms[j].elements.namedItem(field.name);
        if (!(twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement) || twin.value !== twin.defaultValue) continue;
        // Through the element's own setter, then an input event: a field React controls takes it as typed.
        const value = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(twin) as object, 'value');
        if (value && value.set) value.set.call(twin, field.value);
        else twin.value = field.value;
        twin.dispatchEvent(new Event('input', { bubbles: true }));
        if (document.activeElement === field) {
          twin.focus();
          if (field.selectionStart !== null && field.selectionEnd !== null) twin.setSelectionRange(field.selectionStart, field.selectionEnd);
        }
        break;
      }
    }
  }

  /**
   * The keyboard's place, kept as the slot leaves: an element of the slot's top bar that has the
   * focus (a link, a button, a field) gives it to the app's element standing for it (the same tag,
   * address, name, type and text), so the next Tab goes on from there and the focus ring stays in
   * sight, instead of the focus falling back to the page's start.
   */
  function carryFocus(): void {
    const slot = document.getElementById(settings.slotId);
    const root = document.getElementById('root');
    const focused = document.activeElement;
    if (!slot || !root || !focused || !slot.contains(focused)) return;
    const identity = (element: Element) =>
      [element.getAttribute('href'), element.getAttribute('aria-label'), element.getAttribute('name'), element.getAttribute('type'), (element.textContent || '').trim()].join('\n');
    const wanted = identity(focused);
    const candidates = root.querySelectorAll<HTMLElement>(focused.tagName);
    for (let i = 0; i < candidates.length; i++) {
      if (identity(candidates[i]) === wanted) {
        candidates[i].focus({ preventScroll: true });
        return;
      }
    }
  }

  /** The button clicked before the app was there, if any (the last one). */
  function heldButton(): HTMLElement | null {
    const held = (window as unknown as Record<string, unknown>)[settings.heldClickProperty];
    return held instanceof HTMLElement ? held : null;
  }

  /**
   * A click on a button (or a tab) of the page before the app does nothing by itself: it is held,
   * the last one. One in the server's screen is pressed by the app once it has hydrated the screen
   * (the same element: shell/src/delivery/server-screen.tsx); one in the slot's top bar, by
   * `pressHeldButtonOfBar` when the app's bar replaces it. Links, and submits (held or sent by
   * their form), go their own way.
   */
  function holdClicks(): void {
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element | null;
        if (!target || !target.closest || !target.closest(`#${settings.slotId}`)) return;
        const button = target.closest<HTMLElement>('button, [role="button"], [role="tab"]');
        if (!button || (button instanceof HTMLButtonElement && (button.disabled || (button.type === 'submit' && button.form)))) return;
        event.preventDefault();
        (window as unknown as Record<string, unknown>)[settings.heldClickProperty] = button;
      },
      true,
    );
  }

  /**
   * What is done on the server's page before the app owns it waits for the app: a form of the
   * server's screen submitted is held (the app submits it once hydrated: never a GET with its
   * fields in the address), and so is a click on a button (`holdClicks`).
   */
  function holdUntilApp(): void {
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
    holdClicks();
  }

  /** The app's own button standing for the held one of the slot's top bar (the same name), pressed as the slot leaves. */
  function pressHeldButtonOfBar(): void {
    const held = heldButton();
    const root = document.getElementById('root');
    if (!held || !root || held.closest(`#${settings.serverScreenId}`)) return;
    delete (window as unknown as Record<string, unknown>)[settings.heldClickProperty];
    const name = held.getAttribute('aria-label') || held.textContent;
    const buttons = root.querySelectorAll<HTMLElement>('header button, header [role="button"]');
    for (let i = 0; i < buttons.length; i++) {
      if ((buttons[i].getAttribute('aria-label') || buttons[i].textContent) === name) {
        buttons[i].click();
        return;
      }
    }
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
      carryTypedWords();
      carryFocus();
      html.classList.remove(settings.onClass);
      dropPage();
      pressHeldButtonOfBar();
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
      holdUntilApp();
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
  holdUntilApp();
  handOver();
  whenParsed(startAfterFirstFrame);
}
