import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { SlotName } from '@insolvency/shared-contracts';

/** Loads the component that fills a slot (for the shell: `loadRemote('<remote>/<expose>')`). */
export type SlotLoader = () => Promise<ComponentType<never>>;

/**
 * The loader registered for a slot name, or null when nothing fills it for this viewer (no
 * remote registered for it, or one the role may not use). Must return the same loader for
 * the same source every time: a new loader mounts the panel afresh.
 */
export type SlotResolver = (name: SlotName) => SlotLoader | null;

const SlotContext = createContext<SlotResolver | null>(null);

/**
 * Mounted by the shell around the router: which module fills each named slot. Small and in the
 * root entry (the shell's bootstrap uses it); `<Slot>` itself is in `./screens`.
 */
export function SlotProvider({ resolve, children }: { resolve: SlotResolver; children: ReactNode }) {
  return <SlotContext.Provider value={resolve}>{children}</SlotContext.Provider>;
}

/** The loader for `name`, or null (also outside a provider: a remote running standalone). */
export function useSlotLoader(name: SlotName): SlotLoader | null {
  return useContext(SlotContext)?.(name) ?? null;
}
