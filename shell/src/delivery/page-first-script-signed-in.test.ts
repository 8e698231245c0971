import { waitFor } from '@testing-library/react';
import { pageFirstScript } from './page-first-script';
import { SERVER_SCREEN, SETTINGS, appDraws, click, heldClick, searchBar } from './page-first-script-testing';

/*
 * A signed-in deep link whose screen the server renders: the page's first script asks for it with
 * the stored token and puts it in the slot. Until the app owns it, a click on its buttons is held
 * as on a visitor's page. A file of its own: the script's listeners stay on the document of a test
 * file, and a visitor's page before this one would hold the click itself.
 */

test("a click on a button of a signed-in deep link's screen, put in the slot with the user's token, is held for the app", async () => {
  localStorage.setItem('access', 'stored-access-token');
  document.head.innerHTML = '<template id="page-scripts" data-signed-in-screen=""></template>';
  document.body.innerHTML = '<div id="page-before-app"></div><div id="root"></div>';
  const screenAnswer = { status: 200, json: async () => ({ html: `${searchBar()}<main>${SERVER_SCREEN}</main>` }) };
  const fetchScreen = jest.spyOn(window, 'fetch').mockResolvedValue(screenAnswer as Response);
  pageFirstScript(SETTINGS);
  await waitFor(() => expect(document.querySelector('#page-before-app #server-screen button')).not.toBeNull());
  expect(fetchScreen).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/screens\?address=/), { headers: { Authorization: 'Bearer stored-access-token' } });

  expect(click('#server-screen button').defaultPrevented).toBe(true);
  expect(heldClick()).toBe(document.querySelector('#server-screen button'));
  // The app draws its screen: the script's watchers end.
  await appDraws(searchBar());
  fetchScreen.mockRestore();
});
