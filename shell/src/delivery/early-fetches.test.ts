import { waitFor } from '@testing-library/react';
import { ALL_ROLES, areasForRole, REMOTE_NAMES, ROLES, SERVER_SCREEN_DATA_ID } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { LIST_DEADLINE_MS, REMOTE_REGISTRY_URL, routeScriptsSettled, startEarlyFetches, takeEarlyApiAnswer, takeEarlyResponse } from './early-fetches';

const MANIFEST_URL = '/remotes/public/mf-manifest.json';
const MANIFEST = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.abc123.js'], async: ['952.def456.js'] } } }],
};

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const ROUTE_PRELOADS_PATH = '/route-preloads';
/** A script in the server's list, in the one form of every hint (shared-contracts `PreloadHint`). */
const scriptHint = (href: string) => ({ href, as: 'script' });
/** The page's own `<link rel="preload" as="script">`, as the server writes it. */
function addPageScriptPreload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  return document.head.appendChild(link);
}
const routeScriptElements = () => [...document.head.querySelectorAll('script')].filter((script) => script.src.includes('/route-scripts'));
const scriptPreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname);
/** The server's list of later scripts comes only when the returned function is called with it. */
function holdTheList(): (list: Response) => void {
  let answerList: (list: Response) => void = () => undefined;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    if (url.startsWith(ROUTE_PRELOADS_PATH)) return new Promise<Response>((resolve) => (answerList = resolve));
    return Promise.resolve(url.endsWith(REMOTE_REGISTRY_URL) ? answer({ [REMOTE_NAMES.public]: MANIFEST_URL }) : answer(MANIFEST));
  });
  return (list) => answerList(list);
}

describe('early fetches (started by index.ts before the shared code)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.innerHTML = '';
    window.localStorage.clear();
  });

  it.each(ALL_ROLES)("fetches early the manifests of exactly the remotes a %s's shell registers (one role -> remote map, shared-contracts)", async (role) => {
    const payload = btoa(JSON.stringify({ sub: '7', role, exp: 4_102_444_800 })).replace(/=+$/, '');
    window.localStorage.setItem(ACCESS_TOKEN_KEY, `header.${payload}.signature`);
    const registry = Object.fromEntries(Object.values(REMOTE_NAMES).map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith(REMOTE_REGISTRY_URL)) return answer(registry);
      if (url.startsWith(ROUTE_PRELOADS_PATH)) return answer({ entries: [], scripts: [], remotes: [], calls: [] });
      return answer(MANIFEST);
    });
    startEarlyFetches();
    await settle();
    const manifests = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.href).pathname).filter((url) => url.endsWith('mf-manifest.json'));
    // What remote-registry.ts keeps for the role (remotesForRole), from the same map.
    expect(manifests).toEqual(areasForRole(role).map((area) => registry[REMOTE_NAMES[area]]));
  });

  it("also fetches the stored role's remote manifests and, without the server's list, preloads their entries and ./routes chunks (a logged-in deep link)", async () => {
    const payload = btoa(JSON.stringify({ sub: '7', role: ROLES.buyer, exp: 4_102_444_800 })).replace(/=+$/, '');
    window.localStorage.setItem(ACCESS_TOKEN_KEY, `header.${payload}.signature`);
    const buyerManifestUrl = '/remotes/buyer/mf-manifest.json';
    const buyerManifest = {
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.b1.js'], async: [] } } }],
    };
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith(REMOTE_REGISTRY_URL)) return answer({ [REMOTE_NAMES.public]: MANIFEST_URL, [REMOTE_NAMES.buyer]: buyerManifestUrl, [REMOTE_NAMES.admin]: '/remotes/admin/mf-manifest.json' });
      return answer(url.endsWith(buyerManifestUrl) ? buyerManifest : MANIFEST);
    });
    startEarlyFetches();
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(4));

    const fetched = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.href).pathname);
    expect(fetched).toEqual([REMOTE_REGISTRY_URL, ROUTE_PRELOADS_PATH, MANIFEST_URL, buyerManifestUrl]);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname);
    expect(preloads).toEqual(expect.arrayContaining(['/remotes/buyer/remoteEntry.js', '/remotes/buyer/__federation_expose_routes.b1.js']));
    expect(await takeEarlyResponse(buyerManifestUrl)?.then((response) => response.json())).toEqual(buyerManifest);
  });

  it('fetches no other remote for a token it cannot read', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'not-a-token');
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith(REMOTE_REGISTRY_URL) ? answer({ [REMOTE_NAMES.public]: MANIFEST_URL, [REMOTE_NAMES.buyer]: '/remotes/buyer/mf-manifest.json' }) : answer(MANIFEST),
    );
    startEarlyFetches();
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("fetches the registry and remote-public's manifest once, hands each answer over once and, without the server's list, preloads the entry and ./routes chunk", async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      return url.endsWith(REMOTE_REGISTRY_URL) ? answer({ [REMOTE_NAMES.public]: MANIFEST_URL, [REMOTE_NAMES.buyer]: '/remotes/buyer/mf-manifest.json' }) : answer(MANIFEST);
    });
    startEarlyFetches();
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2));

    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.href).pathname)).toEqual([REMOTE_REGISTRY_URL, ROUTE_PRELOADS_PATH, MANIFEST_URL]);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname);
    expect(preloads).toEqual(['/remotes/public/remoteEntry.js', '/remotes/public/__federation_expose_routes.abc123.js']);

    const registry = await takeEarlyResponse(REMOTE_REGISTRY_URL)?.then((response) => response.json());
    expect(registry).toEqual({ [REMOTE_NAMES.public]: MANIFEST_URL, [REMOTE_NAMES.buyer]: '/remotes/buyer/mf-manifest.json' });
    expect(await takeEarlyResponse(new URL(MANIFEST_URL, window.location.href).href)?.then((response) => response.json())).toEqual(MANIFEST);
    // A retry (or any other URL) fetches for itself.
    expect(takeEarlyResponse(REMOTE_REGISTRY_URL)).toBeUndefined();
    expect(takeEarlyResponse('/remotes/buyer/mf-manifest.json')).toBeUndefined();
  });

  it('fetches no manifest when the registry fails, and hands the failed answer to the loader', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }));
    startEarlyFetches();
    await settle();
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    expect((await takeEarlyResponse(REMOTE_REGISTRY_URL))?.status).toBe(503);
  });

  it("runs the server's list of later scripts as one script, only once the page's own scripts are in, instead of preloading files; what loads a remote's entry waits for it", async () => {
    window.history.replaceState(null, '', '/admin/users');
    const pageScript = addPageScriptPreload('/every-page.1.js');
    const later = ['/remotes/public/routes.p.js', '/remotes/public/home.p.js', '/table.1.js'];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith(ROUTE_PRELOADS_PATH)) return answer({ entries: [scriptHint('/remotes/public/remoteEntry.js')], scripts: later.map(scriptHint), remotes: [REMOTE_NAMES.public] });
      return url.endsWith(REMOTE_REGISTRY_URL) ? answer({ [REMOTE_NAMES.public]: MANIFEST_URL }) : answer(MANIFEST);
    });
    startEarlyFetches();
    await settle();
    await settle();
    expect(routeScriptElements()).toEqual([]);

    pageScript.dispatchEvent(new Event('load'));
    await waitFor(() => expect(routeScriptElements()).toHaveLength(1));
    let settled: ReadonlySet<string> | undefined;
    void routeScriptsSettled().then((remotes) => (settled = remotes));
    const [script] = routeScriptElements();
    expect(new URL(script.src).pathname + new URL(script.src).search).toBe('/route-scripts?path=%2Fadmin%2Fusers');
    // The remote's entry apart, at the same time: webpack works out the remote's address from its entry's.
    expect(scriptPreloads()).toEqual(['/every-page.1.js', '/remotes/public/remoteEntry.js']);
    await settle();
    expect(settled).toBeUndefined();

    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(settled).toEqual(new Set([REMOTE_NAMES.public])));
    expect(scriptPreloads()).toEqual(['/every-page.1.js', '/remotes/public/remoteEntry.js']);
  });

  it('preloads the files one by one when the one script fails, ignoring what is not a path on this site, and goes on when a page script fails', async () => {
    const pageScript = addPageScriptPreload('/every-page.1.js');
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith(ROUTE_PRELOADS_PATH)) return answer({
          scripts: [
            scriptHint('https://elsewhere.example/x.js'),
            scriptHint('//elsewhere.example/y.js'),
            7,
            '/remotes/public/a-bare-path.js',
            { href: '/remotes/public/not-a-script.json', as: 'fetch' },
            scriptHint('/remotes/public/routes.p.js'),
          ],
          remotes: [REMOTE_NAMES.public],
        });
      return url.endsWith(REMOTE_REGISTRY_URL) ? answer({ [REMOTE_NAMES.public]: MANIFEST_URL }) : answer(MANIFEST);
    });
    startEarlyFetches();
    pageScript.dispatchEvent(new Event('error'));
    await waitFor(() => expect(routeScriptElements()).toHaveLength(1));
    routeScriptElements()[0].dispatchEvent(new Event('error'));
    // Nothing held: the runtime preloads the route manifests as usual.
    expect(await routeScriptsSettled()).toEqual(new Set());
    expect(scriptPreloads()).toEqual(['/every-page.1.js', '/remotes/public/routes.p.js']);
  });

  it("does not hold the server's list back for a remote manifest that never answers", async () => {
    const pageScript = addPageScriptPreload('/every-page.1.js');
    jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input);
      if (url.startsWith(ROUTE_PRELOADS_PATH)) return Promise.resolve(answer({ scripts: [scriptHint('/remotes/public/remoteEntry.js')] }));
      if (url.endsWith(REMOTE_REGISTRY_URL)) return Promise.resolve(answer({ [REMOTE_NAMES.public]: MANIFEST_URL }));
      return new Promise<Response>(() => undefined);
    });
    startEarlyFetches();
    pageScript.dispatchEvent(new Event('load'));
    await waitFor(() => expect(routeScriptElements()).toHaveLength(1));
  });

  it("settles at once without the server's list (the manifests' files are preloaded)", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => (String(input).endsWith(REMOTE_REGISTRY_URL) ? answer({ [REMOTE_NAMES.public]: MANIFEST_URL }) : answer(MANIFEST)));
    startEarlyFetches();
    await waitFor(() => expect(scriptPreloads()).toEqual(['/remotes/public/remoteEntry.js', '/remotes/public/__federation_expose_routes.abc123.js']));
    expect(await routeScriptsSettled()).toEqual(new Set());
    expect(routeScriptElements()).toEqual([]);
  });

  it("asked before the page's own scripts have reported in (the shell runs, so they are in), asks for the later scripts as soon as the list is in, and settles once they have run", async () => {
    window.history.replaceState(null, '', '/admin/users');
    const pageScript = addPageScriptPreload('/every-page.1.js');
    const answerList = holdTheList();
    startEarlyFetches();
    // The page's own script has not reported in (say its load event came before anyone listened).
    let settled: ReadonlySet<string> | undefined;
    void routeScriptsSettled().then((remotes) => (settled = remotes));
    await settle();
    expect(routeScriptElements()).toEqual([]);
    expect(settled).toBeUndefined();

    answerList(answer({ entries: [scriptHint('/remotes/public/remoteEntry.js')], scripts: [scriptHint('/remotes/public/routes.p.js')], remotes: [REMOTE_NAMES.public] }));
    await waitFor(() => expect(routeScriptElements()).toHaveLength(1));
    expect(scriptPreloads()).toEqual(['/every-page.1.js', '/remotes/public/remoteEntry.js']);
    expect(settled).toBeUndefined();
    routeScriptElements()[0].dispatchEvent(new Event('load'));
    await waitFor(() => expect(settled).toEqual(new Set([REMOTE_NAMES.public])));

    // The page's script reporting in later asks for nothing more.
    pageScript.dispatchEvent(new Event('load'));
    await settle();
    expect(routeScriptElements()).toHaveLength(1);
  });

  it(`does not wait more than ${LIST_DEADLINE_MS / 1000} s for a list the server does not give: the remotes' own loading goes on, and a late list is ignored`, async () => {
    jest.useFakeTimers();
    try {
      const answerList = holdTheList();
      startEarlyFetches();
      let settled: ReadonlySet<string> | undefined;
      void routeScriptsSettled().then((remotes) => (settled = remotes));
      await jest.advanceTimersByTimeAsync(LIST_DEADLINE_MS - 1);
      expect(settled).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toEqual(new Set());

      answerList(answer({ entries: [scriptHint('/remotes/public/remoteEntry.js')], scripts: [scriptHint('/remotes/public/routes.p.js')], remotes: [REMOTE_NAMES.public] }));
      await jest.advanceTimersByTimeAsync(10);
      expect(routeScriptElements()).toEqual([]);
      expect(scriptPreloads()).not.toContain('/remotes/public/routes.p.js');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("a signed-in deep link's first API call, made early with the stored token", () => {
  const FIRST_CALL = '/api/buyer/posts-by-criteria?page=1&pageSize=12&sort=startDate&direction=desc';
  const storeToken = (claims: Record<string, unknown>) => {
    const token = `header.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;
    window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
    return token;
  };
  /** Answers the registry, manifests and the server's list; records the API calls with their Authorization. */
  function serve(listedCalls: unknown[], apiAnswer: () => Response = () => answer({ posts: ['first'] })) {
    const apiCalls: { url: string; authorization: string | null }[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith(ROUTE_PRELOADS_PATH)) return answer({ scripts: [], calls: listedCalls });
      if (url.startsWith('/api/')) {
        apiCalls.push({ url, authorization: new Headers(init?.headers).get('authorization') });
        return apiAnswer();
      }
      return url.endsWith(REMOTE_REGISTRY_URL) ? answer({ [REMOTE_NAMES.public]: MANIFEST_URL }) : answer(MANIFEST);
    });
    return apiCalls;
  }

  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('makes only the listed calls under /api/ of this site, with the token, and hands the answer once to the same GET with the same token', async () => {
    const token = storeToken({ role: ROLES.buyer, exp: 4_102_444_800 });
    window.history.replaceState(null, '', '/posting-inbox/');
    const apiCalls = serve([FIRST_CALL, 'https://elsewhere.example/api/x', '//elsewhere.example/api/y', '/remotes/buyer/remoteEntry.js', 7]);
    startEarlyFetches();
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    expect(apiCalls[0]).toEqual({ url: FIRST_CALL, authorization: `Bearer ${token}` });

    const sameCall = new URL(FIRST_CALL, window.location.href).href;
    expect(takeEarlyApiAnswer(sameCall, 'Bearer another-token')).toBeUndefined();
    expect(takeEarlyApiAnswer(sameCall.replace('page=1', 'page=2'), `Bearer ${token}`)).toBeUndefined();
    expect(takeEarlyApiAnswer(sameCall, null)).toBeUndefined();
    const taken = await takeEarlyApiAnswer(sameCall, `Bearer ${token}`);
    expect(taken?.status).toBe(200);
    expect(await taken?.json()).toEqual({ posts: ['first'] });
    // A refetch goes to the network.
    expect(takeEarlyApiAnswer(sameCall, `Bearer ${token}`)).toBeUndefined();
  });

  it('hands over nothing when the early call is refused or fails: the screen makes the call itself (and refreshes on its 401)', async () => {
    for (const failure of [() => new Response('{"message":"expired"}', { status: 401 }), () => { throw new TypeError('offline'); }]) {
      const token = storeToken({ role: ROLES.buyer, exp: 4_102_444_800 });
      const apiCalls = serve([FIRST_CALL], failure);
      startEarlyFetches();
      await waitFor(() => expect(apiCalls).toHaveLength(1));
      expect(await takeEarlyApiAnswer(FIRST_CALL, `Bearer ${token}`)).toBeUndefined();
      jest.restoreAllMocks();
    }
  });

  it("makes no early call without a token, at an address with a query (the list is for the bare address), or on a page holding the server's screen with its answers", async () => {
    const withScreenData = () => {
      storeToken({ role: ROLES.buyer, exp: 4_102_444_800 });
      document.body.innerHTML = `<script type="application/json" id="${SERVER_SCREEN_DATA_ID}">[]</script>`;
    };
    const cases: [string, () => void][] = [
      ['/posting-inbox/', () => undefined],
      ['/posting-inbox/?page=2', () => storeToken({ role: ROLES.buyer, exp: 4_102_444_800 })],
      ['/posting-inbox/', withScreenData],
    ];
    for (const [address, arrange] of cases) {
      window.localStorage.clear();
      document.body.innerHTML = '';
      arrange();
      window.history.replaceState(null, '', address);
      const apiCalls = serve([FIRST_CALL]);
      startEarlyFetches();
      await settle();
      await settle();
      expect(apiCalls).toEqual([]);
      jest.restoreAllMocks();
    }
    document.body.innerHTML = '';
  });
});
