import { pageFirstScript } from './page-first-script';
import { SERVER_SCREEN, SETTINGS, appDraws, appField, click, heldClick, searchBar } from './page-first-script-testing';

/*
 * The page's first script hands a visitor's page over to the app once the app has drawn its
 * screen: the slot with the server's top bar leaves and the app's bar shows. What the visitor
 * typed in the slot's bar meanwhile must not leave with it.
 */

beforeEach(() => {
  document.body.innerHTML = `<div id="page-before-app">${searchBar()}<main><h1>FAQs</h1>${SERVER_SCREEN}</main></div><div id="root"></div>`;
  localStorage.clear();
});

test("words typed in the server's top bar before the app was there are in the app's bar when the slot leaves, with the focus and caret", async () => {
  pageFirstScript(SETTINGS);
  const typed = document.querySelector<HTMLInputElement>('#page-before-app input[name="q"]')!;
  typed.focus();
  typed.value = 'brewery leeds';
  typed.setSelectionRange(3, 3);

  const inputEvents: string[] = [];
  document.addEventListener('input', (event) => inputEvents.push((event.target as HTMLInputElement).value));
  await appDraws(searchBar());

  expect(document.getElementById('page-before-app')).toBeNull();
  expect(appField().value).toBe('brewery leeds');
  // An input event, so a field React controls takes the words as typed.
  expect(inputEvents).toEqual(['brewery leeds']);
  expect(document.activeElement).toBe(appField());
  expect([appField().selectionStart, appField().selectionEnd]).toEqual([3, 3]);
});

test("the keyboard's place in the server's bar is kept: a focused link's twin in the app's bar has the focus once the slot leaves", async () => {
  pageFirstScript(SETTINGS);
  document.querySelector<HTMLElement>('#page-before-app a[href="/help/faqs"]')!.focus();
  await appDraws(searchBar());
  expect(document.getElementById('page-before-app')).toBeNull();
  expect(document.activeElement).toBe(document.querySelector('#root a[href="/help/faqs"]'));
});

test("a field of the server's bar the visitor did not touch carries nothing: the app's field keeps the words it was drawn with", async () => {
  pageFirstScript(SETTINGS);
  await appDraws(searchBar('bakery'));
  expect(document.getElementById('page-before-app')).toBeNull();
  expect(appField().value).toBe('bakery');
});

describe('a click before the app', () => {
  afterEach(() => delete (window as unknown as Record<string, unknown>).imHeldClick);

  test("on the server's bar's menu button is held, and the app's menu button is pressed when the slot leaves", async () => {
    pageFirstScript(SETTINGS);
    expect(click('#page-before-app [aria-label="Open menu"]').defaultPrevented).toBe(true);

    const pressedInApp: string[] = [];
    const listen = (event: Event) => {
      const target = event.target as Element;
      if (target.closest('#root')) pressedInApp.push(target.getAttribute('aria-label') ?? '');
    };
    document.addEventListener('click', listen);
    await appDraws(searchBar());
    document.removeEventListener('click', listen);

    expect(document.getElementById('page-before-app')).toBeNull();
    expect(pressedInApp).toEqual(['Open menu']);
    expect(heldClick()).toBeUndefined();
  });

  test("on a button of the server's screen is held for the app, which presses that same button once it has hydrated it", async () => {
    pageFirstScript(SETTINGS);
    const button = document.querySelector('#server-screen button');
    expect(click('#server-screen button').defaultPrevented).toBe(true);
    await appDraws(searchBar());
    // Left for the app (shell/src/delivery/server-screen.tsx), not pressed in the bar.
    expect(heldClick()).toBe(button);
  });

  test('on a link, or on the search button of a GET form, is not held: they work without the app', async () => {
    pageFirstScript(SETTINGS);
    expect(click('#page-before-app a[href="/help/faqs"]').defaultPrevented).toBe(false);
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    // The default action (the submit) would need a real browser: only whether the script held it is checked.
    document.querySelector('#page-before-app form')!.addEventListener('submit', (event) => event.preventDefault());
    document.querySelector('#page-before-app button[type="submit"]')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(heldClick()).toBeUndefined();
    await appDraws(searchBar());
  });
});
