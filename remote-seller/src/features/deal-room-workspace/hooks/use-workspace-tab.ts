import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The deal-room screen's tabs, in order; the address names the open one (`?tab=questions`). */
export const WORKSPACE_TABS = [
  { key: 'buyers', label: 'Buyers' },
  { key: 'documents', label: 'Documents' },
  { key: 'questions', label: 'Questions' },
  { key: 'offers', label: 'Offers' },
  { key: 'settings', label: 'Settings' },
] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number]['key'];

const DEFAULT_TAB: WorkspaceTab = 'buyers';

/** The tab a `?tab=` value names; anything else (none, a typo, an old link) opens Buyers. */
export function workspaceTabOf(value: string | null): WorkspaceTab {
  return WORKSPACE_TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_TAB;
}

/**
 * The open tab, kept in the address so a tab can be linked, bookmarked and reached with Back.
 * Other query parameters are kept.
 */
export function useWorkspaceTab(): [WorkspaceTab, (tab: WorkspaceTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = workspaceTabOf(params.get('tab'));
  const open = useCallback(
    (next: WorkspaceTab) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TAB) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      }),
    [setParams],
  );
  return [tab, open];
}
