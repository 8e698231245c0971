import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { SERVER_SCREEN_DATA_ID, SERVER_SCREEN_ID, SERVER_SCREEN_ROOT_ID, type CategoryLabelsResponse } from '@insolvency/shared-contracts';
import { sharedApi, useCategoryLabelsQuery } from '@insolvency/shared-auth';
import { createTestStore } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { HydratedServerScreen, serverScreenOf, takeServerScreen } from './server-screen';

/*
 * The shell's side of a server-rendered screen: the server's markup (here rendered by React's
 * own server renderer, as remote-public's server build does) is adopted and hydrated, with the
 * answers the page carries already in the store.
 */

const CATEGORIES: CategoryLabelsResponse = { categoryLabels: [{ categoryId: 5, description: 'Manufacturing', childCategories: [] }] };

function Screen() {
  const { data } = useCategoryLabelsQuery();
  const [name, setName] = useState('');
  return (
    <form aria-label="Search">
      <ul aria-label="Sectors">{data?.categoryLabels.map((category) => <li key={category.categoryId}>{category.description}</li>) ?? <li>Loading</li>}</ul>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
    </form>
  );
}

async function serverPage(): Promise<void> {
  const serverStore = createTestStore();
  serverStore.dispatch(sharedApi.util.upsertQueryEntries([{ endpointName: 'categoryLabels', arg: undefined, value: CATEGORIES }]));
  const markup = renderToString(
    <Provider store={serverStore}>
      <MemoryRouter initialEntries={['/']}>
        <UiProvider fillsWindow={false}>
          <Screen />
        </UiProvider>
      </MemoryRouter>
    </Provider>,
  );
  const answers = JSON.stringify([{ endpointName: 'categoryLabels', arg: undefined, value: CATEGORIES }]);
  document.body.innerHTML =
    `<div id="slot"><div id="${SERVER_SCREEN_ID}"><div id="${SERVER_SCREEN_ROOT_ID}" data-route="ConditionalHome">${markup}</div>` +
    `<script type="application/json" id="${SERVER_SCREEN_DATA_ID}">${answers}</script></div></div>`;
}

test('the app adopts the server’s screen: the answers in its store, the same elements hydrated without an error, and what was typed kept', async () => {
  await serverPage();
  const serverItem = document.querySelector('li')!;
  const typedInto = document.querySelector('input')!;
  typedInto.value = 'Ann';
  const errors = jest.spyOn(console, 'error');

  const store = createTestStore();
  takeServerScreen(store);
  expect(sharedApi.endpoints.categoryLabels.select()(store.getState()).data).toEqual(CATEGORIES);
  expect(document.getElementById(SERVER_SCREEN_DATA_ID)).toBeNull();
  expect(serverScreenOf('ConditionalHome', '/?page=2')).toBeUndefined();
  const adopted = serverScreenOf('ConditionalHome', '/')!;

  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/']}>
          <main>
            <HydratedServerScreen screen={adopted} Screen={Screen} />
          </main>
        </MemoryRouter>
      </Provider>,
    );
  });

  expect(screen.getByRole('main')).toContainElement(serverItem);
  expect(serverItem).toHaveTextContent('Manufacturing');
  expect(screen.getByRole('textbox', { name: 'Name' })).toBe(typedInto);
  expect(typedInto).toHaveValue('Ann');
  expect(errors).not.toHaveBeenCalled();
  expect(serverScreenOf('ConditionalHome', '/')).toBeUndefined();
  errors.mockRestore();
});
