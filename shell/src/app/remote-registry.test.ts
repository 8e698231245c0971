import { ROLES } from '@insolvency/shared-contracts';
import { stubFetch } from '@insolvency/shared-auth/testing';
import { checkRemoteRegistry } from './releases';
import { fetchRegistryForPage, parseRemoteRegistry, remotesForRole, RemoteRegistryError, withServerScreenRelease } from './remote-registry';

const REGISTRY = {
  remote_admin: '/remotes/admin/mf-manifest.json',
  remote_public: '/remotes/public/mf-manifest.json',
  remote_seller: '/deployments/seller-42/mf-manifest.json',
  remote_buyer: '/remotes/buyer/mf-manifest.json',
};

describe('parseRemoteRegistry', () => {
  it('maps each known remote to its area, in area order', () => {
    expect(parseRemoteRegistry(REGISTRY)).toEqual([
      { name: 'remote_public', area: 'public', manifestUrl: '/remotes/public/mf-manifest.json' },
      { name: 'remote_buyer', area: 'buyer', manifestUrl: '/remotes/buyer/mf-manifest.json' },
      { name: 'remote_seller', area: 'seller', manifestUrl: '/deployments/seller-42/mf-manifest.json' },
      { name: 'remote_admin', area: 'admin', manifestUrl: '/remotes/admin/mf-manifest.json' },
    ]);
  });

  it('ignores remotes this shell has no area for', () => {
    expect(parseRemoteRegistry({ remote_public: '/p.json', remote_reports: '/r.json' }).map((remote) => remote.name)).toEqual(['remote_public']);
  });

  it.each([null, [], 'remotes', 42])('rejects a registry that is not an object (%p)', (json) => {
    expect(() => parseRemoteRegistry(json)).toThrow(RemoteRegistryError);
  });

  it.each([{ remote_public: '' }, { remote_public: 7 }, { remote_public: null }])('rejects a known remote without a manifest URL (%p)', (json) => {
    expect(() => parseRemoteRegistry(json)).toThrow('no manifest URL for remote_public');
  });
});

describe('remotesForRole', () => {
  const remotes = parseRemoteRegistry(REGISTRY);
  const areas = (role: Parameters<typeof remotesForRole>[1]) => remotesForRole(remotes, role).map((remote) => remote.area);

  it('gives a visitor the public remote only', () => expect(areas(null)).toEqual(['public']));
  it('gives a buyer public and buyer', () => expect(areas(ROLES.buyer)).toEqual(['public', 'buyer']));
  it('gives a seller public and seller', () => expect(areas(ROLES.seller)).toEqual(['public', 'seller']));
  it('gives an admin public, seller and admin', () => expect(areas(ROLES.admin)).toEqual(['public', 'seller', 'admin']));
});

describe('asking the registry whether an area was released', () => {
  it("asks past the browser's cache (no-cache: revalidated with the ETag of its copy) and answers the remotes named now, null when unreadable", async () => {
    const original = globalThis.fetch;
    const asked: (RequestInit | undefined)[] = [];
    let answered: { status: number; body: unknown } = { status: 200, body: { ...REGISTRY, remote_seller: '/releases/seller/v2/mf-manifest.json' } };
    globalThis.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      asked.push(init);
      return new Response(JSON.stringify(answered.body), { status: answered.status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    try {
      expect((await checkRemoteRegistry())?.find((remote) => remote.area === 'seller')?.manifestUrl).toBe('/releases/seller/v2/mf-manifest.json');
      expect(asked[0]?.cache).toBe('no-cache');
      answered = { status: 503, body: { message: 'unavailable' } };
      expect(await checkRemoteRegistry()).toBeNull();
    } finally {
      globalThis.fetch = original;
    }
  });

  it("starts from the release that rendered the page's screen, and then reads the registry whole to find the newer one", async () => {
    const stub = stubFetch({
      'GET /remotes.json': (call) => (call.headers.get('if-none-match') === '"now"' ? { status: 304, body: undefined } : { status: 200, body: REGISTRY, headers: { etag: '"now"' } }),
    });
    try {
      const remotes = await fetchRegistryForPage('remote_seller /releases/seller/v1/mf-manifest.json');
      expect(remotes.find((remote) => remote.area === 'seller')?.manifestUrl).toBe('/releases/seller/v1/mf-manifest.json');
      expect((await checkRemoteRegistry())?.find((remote) => remote.area === 'seller')?.manifestUrl).toBe('/deployments/seller-42/mf-manifest.json');
    } finally {
      stub.restore();
    }
  });

  it('takes a server screen release of this site only', () => {
    const remotes = parseRemoteRegistry(REGISTRY);
    expect(withServerScreenRelease(remotes, 'remote_public //elsewhere.example/m.json')).toBe(remotes);
    expect(withServerScreenRelease(remotes, null)).toBe(remotes);
  });
});
