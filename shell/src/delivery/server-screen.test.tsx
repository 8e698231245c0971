import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch } from 'react-hook-form';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { SERVER_SCREEN_DATA_ID, SERVER_SCREEN_HELD_CLICK_PROPERTY, SERVER_SCREEN_ID, SERVER_SCREEN_ROOT_ID, type CategoryLabelsResponse } from '@insolvency/shared-contracts';
import { api, sharedApi, useCategoryLabelsQuery } from '@insolvency/shared-auth';
import { createTestStore } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { TextField } from '@insolvency/shared-ui/forms';
import { DateField } from '@insolvency/shared-ui/pickers';
import { HydratedServerScreen, serverScreenOf, takeServerScreen, takeServerScreenAnswers } from './server-screen';

/*
 * The shell's side of a server-rendered screen: the server's markup (here rendered by React's
 * own server renderer, as remote-public's server build does) is adopted and hydrated, with the
 * answers the page carries already in the store.
 */

const CATEGORIES: CategoryLabelsResponse = { categoryLabels: [{ categoryId: 5, description: 'Manufacturing', childCategories: [] }] };

function Screen() {
  const { data } = useCategoryLabelsQuery();
  const [name, setName] = useState('');
  const [sector, setSector] = useState('');
  return (
    <form aria-label="Search">
      <ul aria-label="Sectors">{data?.categoryLabels.map((category) => <li key={category.categoryId}>{category.description}</li>) ?? <li>Loading</li>}</ul>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <select aria-label="Sector" value={sector} onChange={(event) => setSector(event.target.value)}>
        <option value="">Any</option>
        {data?.categoryLabels.map((category) => <option key={category.categoryId} value={category.categoryId}>{category.description}</option>)}
      </select>
      <output aria-label="Chosen">{sector ? `Sector ${sector}` : 'Any sector'}</output>
    </form>
  );
}

/** The page as the server writes it: `ServerScreen` rendered with the answers in its store, and the answers beside it. */
async function serverPage(ServerScreen: ComponentType = Screen, route = 'ConditionalHome'): Promise<void> {
  const serverStore = createTestStore();
  serverStore.dispatch(sharedApi.util.upsertQueryEntries([{ endpointName: 'categoryLabels', arg: undefined, value: CATEGORIES }]));
  const markup = renderToString(
    <Provider store={serverStore}>
      <MemoryRouter initialEntries={['/']}>
        <UiProvider serverScreen>
          <ServerScreen />
        </UiProvider>
      </MemoryRouter>
    </Provider>,
  );
  const answers = JSON.stringify([{ endpointName: 'categoryLabels', arg: undefined, value: CATEGORIES }]);
  document.body.innerHTML =
    `<div id="slot"><div id="${SERVER_SCREEN_ID}"><div id="${SERVER_SCREEN_ROOT_ID}" data-route="${route}">${markup}</div>` +
    `<script type="application/json" id="${SERVER_SCREEN_DATA_ID}">${answers}</script></div></div>`;
}

/** The layout's place for the screen at `/`, where the app hydrates the adopted screen with `Screen`. */
async function hydrate(store: ReturnType<typeof createTestStore>, adopted: NonNullable<ReturnType<typeof serverScreenOf>>, Screen: ComponentType): Promise<void> {
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/']}>
          <main>
            <HydratedServerScreen screen={adopted} Screen={Screen} area="public" />
          </main>
        </MemoryRouter>
      </Provider>,
    );
  });
}

test('the app adopts the server’s screen: the answers in its store, the same elements hydrated without an error, and what was typed or chosen kept', async () => {
  await serverPage();
  const serverItem = document.querySelector('li')!;
  const typedInto = document.querySelector('input')!;
  typedInto.value = 'Ann';
  const chosenIn = document.querySelector('select')!;
  chosenIn.value = '5';
  const errors = jest.spyOn(console, 'error');

  const store = createTestStore();
  takeServerScreen(store);
  expect(sharedApi.endpoints.categoryLabels.select()(store.getState()).data).toEqual(CATEGORIES);
  expect(document.getElementById(SERVER_SCREEN_DATA_ID)).toBeNull();
  expect(serverScreenOf('ConditionalHome', '/?page=2')).toBeUndefined();
  const adopted = serverScreenOf('ConditionalHome', '/')!;

  await hydrate(store, adopted, Screen);

  expect(screen.getByRole('main')).toContainElement(serverItem);
  expect(serverItem).toHaveTextContent('Manufacturing');
  expect(screen.getByRole('textbox', { name: 'Name' })).toBe(typedInto);
  expect(typedInto).toHaveValue('Ann');
  expect(screen.getByRole('combobox', { name: 'Sector' })).toBe(chosenIn);
  expect(chosenIn).toHaveValue('5');
  expect(screen.getByText('Sector 5')).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
  expect(serverScreenOf('ConditionalHome', '/')).toBeUndefined();
  errors.mockRestore();
});

/** A form of the kit: a date (antd's picker, which keeps typed text apart until it is committed) beside a text field. */
function DatedForm() {
  const { control } = useForm({ defaultValues: { StartDate: '2031-01-01', Company: '' } });
  const [startDate, company] = useWatch({ control, name: ['StartDate', 'Company'] });
  return (
    <form aria-label="Period">
      <DateField control={control} name="StartDate" id="start-date" label="Start Date" earliest="2031-01-01" />
      <TextField control={control} name="Company" id="company" label="Company" />
      <output aria-label="Form values">{`${startDate} ${company}`}</output>
    </form>
  );
}

/** Types `date` and a company into the server's DatedForm, moves the focus to `focus`, then lets the app hydrate it. */
async function typeBeforeTheApp(date: string, focus: 'start-date' | 'company') {
  await serverPage(DatedForm);
  const dateField = document.querySelector<HTMLInputElement>('#start-date')!;
  dateField.value = date;
  document.querySelector<HTMLInputElement>('#company')!.value = 'Acme Ltd';
  document.getElementById(focus)!.focus();
  const store = createTestStore();
  takeServerScreen(store);
  await hydrate(store, serverScreenOf('ConditionalHome', '/')!, DatedForm);
  return dateField;
}

describe('a date typed into the server’s screen before the app', () => {
  test.each([
    ['DD/MM/YYYY', '05/03/2031', 'company'],
    ['YYYY-MM-DD', '2031-03-05', 'company'],
    ['DD MMMM YYYY', '05 March 2031', 'company'],
    ['DD/MM/YYYY, the field still focused', '05/03/2031', 'start-date'],
  ] as const)('as %s is the form’s date, shown as DD MMMM YYYY, with no calendar open; the text beside it kept', async (_format, typed, focus) => {
    const errors = jest.spyOn(console, 'error');
    const dateField = await typeBeforeTheApp(typed, focus);

    expect(screen.getByRole('textbox', { name: 'Start Date' })).toBe(dateField);
    expect(dateField).toHaveValue('05 March 2031');
    expect(screen.getByRole('status', { name: 'Form values' })).toHaveTextContent('2031-03-05 Acme Ltd');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Ltd');
    expect(document.activeElement).toBe(document.getElementById(focus));
    expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test.each(['31/02/2031', 'next Tuesday'])('that is no date (%s) stays as typed, marked invalid, and the form keeps its date', async (typed) => {
    const dateField = await typeBeforeTheApp(typed, 'company');

    expect(dateField).toHaveValue(typed);
    expect(dateField).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'Form values' })).toHaveTextContent('2031-01-01 Acme Ltd');
    expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeNull();
  });

  test('before the earliest day the field allows is not taken: the form keeps its date', async () => {
    await typeBeforeTheApp('05/03/2030', 'company');

    expect(screen.getByRole('status', { name: 'Form values' })).toHaveTextContent('2031-01-01 Acme Ltd');
    expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeNull();
  });
});

function PressCounter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses(presses + 1)}>
      Pressed {presses} times
    </button>
  );
}

test('a button of the screen clicked before the app was there (the page held the click) is pressed once, when it is hydrated', async () => {
  await serverPage(PressCounter);
  const pageWindow = window as unknown as Record<string, unknown>;
  pageWindow[SERVER_SCREEN_HELD_CLICK_PROPERTY] = document.querySelector('button');
  const store = createTestStore();
  takeServerScreen(store);

  await hydrate(store, serverScreenOf('ConditionalHome', '/')!, PressCounter);

  expect(screen.getByRole('button')).toHaveTextContent('Pressed 1 times');
  expect(pageWindow[SERVER_SCREEN_HELD_CLICK_PROPERTY]).toBeUndefined();
});

test('an answer for an endpoint a remote defines waits for its code, then goes in the store once', async () => {
  const answers = [
    { endpointName: 'categoryLabels', value: CATEGORIES },
    { endpointName: 'screenTopics', value: ['Advertising'] },
  ];
  document.body.innerHTML =
    `<div id="${SERVER_SCREEN_ID}"><div id="${SERVER_SCREEN_ROOT_ID}" data-route="ContactUs"></div>` +
    `<script type="application/json" id="${SERVER_SCREEN_DATA_ID}">${JSON.stringify(answers)}</script></div>`;
  const store = createTestStore();
  takeServerScreen(store);
  expect(sharedApi.endpoints.categoryLabels.select()(store.getState()).data).toEqual(CATEGORIES);

  // The remote's screen code arrives: its endpoints are defined.
  const remoteApi = api.injectEndpoints({ endpoints: (build) => ({ screenTopics: build.query<string[], void>({ query: () => 'topics' }) }) });
  expect(remoteApi.endpoints.screenTopics.select()(store.getState()).data).toBeUndefined();
  takeServerScreenAnswers(store.dispatch);
  expect(remoteApi.endpoints.screenTopics.select()(store.getState()).data).toEqual(['Advertising']);

  // Taken once: a later answer of the app's own is not overwritten.
  await store.dispatch(remoteApi.util.upsertQueryData('screenTopics', undefined, ['Invoices']));
  takeServerScreenAnswers(store.dispatch);
  expect(remoteApi.endpoints.screenTopics.select()(store.getState()).data).toEqual(['Invoices']);
});

test("a signed-in screen put in the page after start-up is adopted when its route asks, and its layout's answers go in the store with the code defining them", async () => {
  document.body.innerHTML = '';
  const store = createTestStore();
  takeServerScreen(store);
  expect(serverScreenOf('PostingInbox', '/')).toBeUndefined();

  // The page's first script puts the screen it asked for with the user's token.
  const answers = [{ endpointName: 'inboxNotices', value: ['Invoices are payable within 14 days.'] }];
  document.body.innerHTML =
    `<div id="${SERVER_SCREEN_ID}"><div id="${SERVER_SCREEN_ROOT_ID}" data-route="PostingInbox"></div>` +
    `<script type="application/json" id="${SERVER_SCREEN_DATA_ID}">${JSON.stringify(answers)}</script></div>`;
  expect(serverScreenOf('PostingInbox', '/')).toMatchObject({ route: 'PostingInbox', root: document.getElementById(SERVER_SCREEN_ROOT_ID) });

  // The notification feed's code arrives and takes its answers, through the store the app started with.
  const feedApi = api.injectEndpoints({ endpoints: (build) => ({ inboxNotices: build.query<string[], void>({ query: () => 'notices' }) }) });
  takeServerScreenAnswers();
  expect(feedApi.endpoints.inboxNotices.select()(store.getState()).data).toEqual(['Invoices are payable within 14 days.']);
});

/** A screen that breaks when asked: an error thrown while React renders it. */
function BreakableScreen() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('the screen broke');
  return (
    <section aria-label="Breakable">
      <button type="button" onClick={() => setBroken(true)}>
        Break
      </button>
    </section>
  );
}

test('an error in the hydrated screen shows the app’s failure with Retry in its place, and Retry draws the screen again', async () => {
  await serverPage(BreakableScreen);
  const store = createTestStore();
  takeServerScreen(store);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/']}>
          <main>
            <HydratedServerScreen screen={serverScreenOf('ConditionalHome', '/')!} Screen={BreakableScreen} area="public" />
          </main>
        </MemoryRouter>
      </Provider>,
    );
  });

  await act(async () => screen.getByRole('button', { name: 'Break' }).click());
  expect(screen.getByRole('main')).toHaveTextContent('This page could not be loaded.');
  expect(screen.queryByRole('region', { name: 'Breakable' })).toBeNull();

  await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
  expect(screen.getByRole('region', { name: 'Breakable' })).toBeInTheDocument();
  errors.mockRestore();
});
