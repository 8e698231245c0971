import { useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { SLOT_NAMES, type Area, type Role, type SlotName } from '@insolvency/shared-contracts';
import { useSession, type RegisteredRemote } from '@insolvency/shared-auth';
import { SlotProvider, type SlotLoader, type SlotResolver } from '@insolvency/shared-ui';
import { RemoteManifestError } from './remote-loader';
import { remotesForRole } from './remote-registry';
import { useRemoteRuntime, useRemotesSnapshot } from './remote-runtime-context';

/** Which remote's exposed module fills a named slot (the remote's webpack `exposes`, without `./`). */
export interface SlotSource {
  area: Area;
  expose: string;
}

/** The slots the shell fills. */
export const SLOT_SOURCES: Partial<Record<SlotName, SlotSource>> = {
  [SLOT_NAMES.postOwnerPanel]: { area: 'seller', expose: 'post-owner-panel' },
  [SLOT_NAMES.postAdminPanel]: { area: 'admin', expose: 'post-admin-panel' },
  [SLOT_NAMES.postBuyerActions]: { area: 'buyer', expose: 'post-buyer-actions' },
};

/** The component an exposed module default-exports; anything else is a bad deploy of that remote. */
export function readSlotComponent(id: string, exposed: unknown): ComponentType<never> {
  const component = (exposed as { default?: unknown } | null)?.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new RemoteManifestError(`${id} has no default export of a component.`);
  }
  return component as ComponentType<never>;
}

/**
 * The resolver for one role: a slot gets a loader only when its remote is in the registry and
 * the role may use it (a buyer never downloads the seller's panel). `cache` keeps one loader
 * per remote URL and module, so a re-render does not mount the panel afresh.
 */
export function slotResolver(
  remotes: readonly RegisteredRemote[],
  role: Role | null,
  loadExposed: (remote: RegisteredRemote, expose: string) => Promise<unknown>,
  cache: Map<string, SlotLoader>,
  sources: Partial<Record<SlotName, SlotSource>> = SLOT_SOURCES,
): SlotResolver {
  const allowed = remotesForRole(remotes, role);
  return (name) => {
    const source = sources[name];
    const remote = source && allowed.find((candidate) => candidate.area === source.area);
    if (!source || !remote) return null;
    const key = `${remote.name} ${remote.manifestUrl} ${source.expose}`;
    let load = cache.get(key);
    if (!load) {
      load = async () => readSlotComponent(`${remote.name}/${source.expose}`, await loadExposed(remote, source.expose));
      cache.set(key, load);
    }
    return load;
  };
}

/** Mounted by the shell around the router: fills the named slots from the role's remotes. */
export function RemoteSlots({ children }: { children: ReactNode }) {
  const { loader } = useRemoteRuntime();
  const { remotes } = useRemotesSnapshot();
  const { role } = useSession();
  const cache = useRef(new Map<string, SlotLoader>());
  const resolve = useMemo(
    () => slotResolver(remotes, role, (remote, expose) => loader.loadExposed(remote, expose), cache.current),
    [remotes, role, loader],
  );
  return <SlotProvider resolve={resolve}>{children}</SlotProvider>;
}
