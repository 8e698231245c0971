import { useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Provider, useStore } from 'react-redux';
import { Route, Router, Routes, UNSAFE_NavigationContext, useLocation, useNavigationType } from 'react-router-dom';
import type { Store } from '@reduxjs/toolkit';
import {
  COMMITS_TYPED_TEXT_ON_ENTER_ATTRIBUTE,
  ROUTE_PATHS,
  SERVER_SCREEN_DATA_ID,
  SERVER_SCREEN_HELD_CLICK_PROPERTY,
  SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE,
  SERVER_SCREEN_ID,
  SERVER_SCREEN_RELEASE_ATTRIBUTE,
  SERVER_SCREEN_ROOT_ID,
  type Area,
  type RouteName,
  type ServerScreenQueryAnswer,
} from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';
import { UiProvider } from '@insolvency/shared-ui';
import { RemoteBoundary } from '../app/remote-boundary';

/*
 * A screen the server rendered into the page (server/src/delivery/server-render/), adopted by the
 * app: its data goes into the store before the app's first render, and when the route's screen
 * has loaded, the server's element moves into the layout's place for it and React hydrates it as
 * a root of its own, with the app's store, router and theme: the markup the visitor already sees
 * becomes the app's, nothing is drawn twice.
 */

interface ServerScreen {
  route: RouteName;
  /** The address it was rendered for (path and query). */
  address: string;
  /** The element moved into the layout: antd's style for the markup and the root. */
  element: HTMLElement;
  root: HTMLElement;
  hydrated?: Root;
  /** A layout effect cleanup waiting to unmount it (StrictMode mounts twice). */
  pendingUnmount?: ReturnType<typeof setTimeout>;
  /** The answers of calls whose endpoints the app has not defined yet (a remote's, until its code is in). */
  answersWaiting: ServerScreenQueryAnswer[];
  /** The release that rendered it, `<remote name> <manifest URL>` (`SERVER_SCREEN_RELEASE_ATTRIBUTE`). */
  release: string | null;
}

let serverScreen: ServerScreen | undefined;

type Dispatch = Store['dispatch'];

/**
 * Finds the screen the server rendered (none on a page it did not render, and none for a browser
 * holding a session: the page's first script drops it) and puts the answers of its calls in the
 * store, under the arguments the screen's hooks use, so that the app's first render of it is the
 * server's. The store takes an answer only for an endpoint it knows: those a remote defines wait
 * for its code (`takeServerScreenAnswers`).
 */
export function takeServerScreen(store: Store): void {
  storeDispatch = store.dispatch;
  takeServerScreenAnswers(store.dispatch);
}

/** The app's store's, for answers whose endpoints come with code loaded later (`takeServerScreenAnswers`). */
let storeDispatch: Dispatch | undefined;

/**
 * The server's screen in the page, once (its data element leaves when it is adopted): at
 * start-up, or later for a signed-in deep link's, which the page's first script asks for with the
 * user's token and puts in the page when it comes.
 */
function adoptServerScreen(): void {
  const element = document.getElementById(SERVER_SCREEN_ID);
  const root = document.getElementById(SERVER_SCREEN_ROOT_ID);
  const data = document.getElementById(SERVER_SCREEN_DATA_ID);
  if (!element || !root || !data) return;
  const answers = JSON.parse(data.textContent ?? '[]') as ServerScreenQueryAnswer[];
  data.remove();
  serverScreen = {
    route: root.dataset.route as RouteName,
    address: `${location.pathname}${location.search}`,
    element,
    root,
    answersWaiting: answers,
    release: element.getAttribute(SERVER_SCREEN_RELEASE_ATTRIBUTE),
  };
}

/** The release that rendered the page's screen, `<remote name> <manifest URL>`; undefined on a page without one. */
export function serverScreenRelease(): string | undefined {
  adoptServerScreen();
  return serverScreen?.release ?? undefined;
}

/**
 * Puts in the store the answers the server's page carried for the endpoints defined now. The
 * route's screen calls it once its code is in (before its prefetch, which then finds them, and
 * before its first render), and so does the notification feed (the notifications a signed-in
 * screen's layout drew): an answer the store has not taken would be fetched again, and the first
 * render would be a loading state where the server's markup has the data.
 */
export function takeServerScreenAnswers(dispatch: Dispatch | undefined = storeDispatch): void {
  adoptServerScreen();
  if (!serverScreen?.answersWaiting.length || !dispatch) return;
  const defined = serverScreen.answersWaiting.filter((answer) => answer.endpointName in api.endpoints);
  serverScreen.answersWaiting = serverScreen.answersWaiting.filter((answer) => !defined.includes(answer));
  if (defined.length > 0) dispatch(api.util.upsertQueryEntries(defined as Parameters<typeof api.util.upsertQueryEntries>[0]));
}

/** The server's screen of `route` at `address` (path and query), while it has not been adopted. */
export function serverScreenOf(route: RouteName, address: string): ServerScreen | undefined {
  adoptServerScreen();
  return serverScreen?.route === route && serverScreen.address === address && !serverScreen.hydrated ? serverScreen : undefined;
}

/**
 * The server's screen, hydrated with `Screen` (the route's component, the one the server rendered)
 * where this element stands in the layout. The root does not inherit the app's context: the store,
 * the router (its navigator and the current location, followed on every navigation) and the theme
 * are passed in; the screen renders as on the server (`renderScreen` in remote-public). Nor is it
 * inside the app's error boundary: it has its own, the same (an error shows the area's failure
 * with Retry instead of emptying the screen). Neither draws an element, so the tree's markup is the
 * server's.
 */
export function HydratedServerScreen({ screen, Screen, area }: { screen: ServerScreen; Screen: ComponentType; area: Area }) {
  const place = useRef<HTMLDivElement>(null);
  const store = useStore();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const rendered = useRef(location);
  const tree: ReactElement = (
    <Provider store={store}>
      <Router location={location} navigator={navigator} navigationType={navigationType}>
        <UiProvider serverScreen>
          <RemoteBoundary area={area} resetKey={location.pathname}>
            <CarriesOverInput root={screen.root}>
              {/* The route's own path, as on the server: the screen reads its parameters. */}
              <Routes>
                <Route path={ROUTE_PATHS[screen.route]} element={<Screen />} />
              </Routes>
            </CarriesOverInput>
          </RemoteBoundary>
        </UiProvider>
      </Router>
    </Provider>
  );

  useLayoutEffect(() => {
    clearTimeout(screen.pendingUnmount);
    // Moved before the browser paints: the markup shown stays where it is seen. A move takes
    // the focus away from a field in it: it is given back.
    const focused = document.activeElement instanceof HTMLElement && screen.element.contains(document.activeElement) ? document.activeElement : undefined;
    place.current!.append(screen.element);
    focused?.focus({ preventScroll: true });
    screen.hydrated ??= hydrateRoot(screen.root, tree);
    return () => {
      // A root cannot be unmounted while React renders another.
      screen.pendingUnmount = setTimeout(() => {
        screen.hydrated?.unmount();
        screen.element.remove();
      });
    };
    // The tree of the first render is the one hydrated; later ones are rendered below.
  }, [screen]);

  useLayoutEffect(() => {
    // Rendering before hydration has finished would throw the server's markup away.
    if (rendered.current === location) return;
    rendered.current = location;
    screen.hydrated?.render(tree);
  });

  return <div ref={place} />;
}

/** A field the visitor typed into or chose in before the app was there, and what it holds. */
interface TypedField {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
}

const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/** The value the server's markup gave `field` (a select's: its option marked selected, else its first). */
function defaultValueOf(field: TypedField['field']): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

function typedFields(root: HTMLElement): TypedField[] {
  return [...root.querySelectorAll<TypedField['field']>('input, textarea, select')]
    .filter((field) => !(field instanceof HTMLInputElement && UNTYPED_INPUTS.has(field.type)) && field.value !== defaultValueOf(field))
    .map((field) => ({ field, value: field.value }));
}

/** A key pressed in `field`, as React's onKeyDown sees it. */
function press(field: HTMLElement, key: string): void {
  field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

/**
 * Types `value` into `field` as the browser would: React's onChange sees it (a controlled field's
 * state follows). React's hydration took the typed text as the field's last known value, so it is
 * first set back to its default through React (which then sees the text as a change).
 * A field that keeps typed text apart from its value until Enter commits it (a date picker's:
 * `COMMITS_TYPED_TEXT_ON_ENTER_ATTRIBUTE`) would otherwise hold the text only on screen, and put it
 * back to its value: Enter commits a text it reads as a date, as the user's Enter does (a text it
 * cannot read stays as typed, marked invalid, and the value is unchanged), and Escape closes the
 * calendar that typing opened, which the user, who may be in another field by now, never asked for.
 */
function retype({ field, value }: TypedField): void {
  field.value = defaultValueOf(field);
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  if (!field.hasAttribute(COMMITS_TYPED_TEXT_ON_ENTER_ATTRIBUTE)) return;
  press(field, 'Enter');
  press(field, 'Escape');
}

/**
 * What the visitor did in the server's screen before the app was there, carried over to it:
 * - what was typed or chosen: React's hydration sets a controlled field to its state (empty), so the text
 *   is read first (this wrapper renders before the fields are hydrated) and typed in again once
 *   hydrated, through the fields' own onChange: in a passive effect, which runs after the
 *   fields' own (a form library subscribes its fields to their state there; typed in earlier,
 *   React puts the field back to its unchanged state);
 * - a submit the page held (page-before-app.js): the form is submitted then;
 * - a click on a button of the screen the page held (the same element, hydrated now): it is pressed then.
 * A wrapper, not a sibling of the screen: the hydrated tree's shape must be the server's.
 */
function CarriesOverInput({ root, children }: { root: HTMLElement; children: ReactNode }) {
  const [typed] = useState(() => typedFields(root));
  useEffect(() => {
    typed.forEach(retype);
    const pageWindow = window as unknown as Record<string, unknown>;
    const held = pageWindow[SERVER_SCREEN_HELD_CLICK_PROPERTY];
    if (held instanceof HTMLElement && root.contains(held)) {
      delete pageWindow[SERVER_SCREEN_HELD_CLICK_PROPERTY];
      held.click();
    }
    const page = document.documentElement;
    if (!page.hasAttribute(SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE)) return;
    page.removeAttribute(SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE);
    root.querySelector('form')?.requestSubmit();
  }, [root, typed]);
  return children;
}
