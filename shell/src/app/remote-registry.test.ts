import { ROLES } from '@insolvency/shared-contracts';
import { parseRemoteRegistry, remotesForRole, RemoteRegistryError } from './remote-registry';

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
