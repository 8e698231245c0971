import { waitFor } from '@testing-library/react';
import { REMOTE_NAMES } from '@insolvency/shared-contracts';
import { PUBLIC_REMOTE_NAME, REMOTE_REGISTRY_URL, startEarlyFetches, takeEarlyResponse } from './early-fetches';

const MANIFEST_URL = '/remotes/public/mf-manifest.json';
const MANIFEST = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.abc123.js'], async: ['952.def456.js'] } } }],
};

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early fetches (started by index.ts before the shared code)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('knows remote-public by the name the registry gives it', () => {
    expect(PUBLIC_REMOTE_NAME).toBe(REMOTE_NAMES.public);
  });

  it("fetches the registry and remote-public's manifest once, hands each answer over once and preloads the entry and ./routes chunk", async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      return url.endsWith(REMOTE_REGISTRY_URL) ? answer({ [REMOTE_NAMES.public]: MANIFEST_URL, [REMOTE_NAMES.buyer]: '/remotes/buyer/mf-manifest.json' }) : answer(MANIFEST);
    });
    startEarlyFetches();
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2));

    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.href).pathname)).toEqual([REMOTE_REGISTRY_URL, MANIFEST_URL]);
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
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect((await takeEarlyResponse(REMOTE_REGISTRY_URL))?.status).toBe(503);
  });
});
