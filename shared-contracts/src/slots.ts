import type { Post } from './posts';

/**
 * Named slots: places in one remote's screen where the shell mounts a panel exposed by
 * another remote (README, Architecture: remotes never import each other). The screen renders
 * `<Slot name=… props=…/>` (shared-ui); the shell decides which remote's module fills each
 * name, and loads it only for a role that may use that remote.
 */
export const SLOT_NAMES = {
  /** Post detail, for the post's owner and Admin: remote-seller's owner panel. */
  postOwnerPanel: 'post-detail/owner-panel',
  /** Post detail, for Admin: remote-admin's admin panel (approval, links to the practitioner). */
  postAdminPanel: 'post-detail/admin-panel',
  /** Post detail, for buyers: remote-buyer's actions (Save to watchlist). */
  postBuyerActions: 'post-detail/buyer-actions',
} as const;
export type SlotName = (typeof SLOT_NAMES)[keyof typeof SLOT_NAMES];

/** What the post detail hands to every panel it mounts: the post as the viewer received it. */
export interface PostDetailSlotProps {
  post: Post;
}

/** The props each slot's panel receives. */
export interface SlotProps {
  'post-detail/owner-panel': PostDetailSlotProps;
  'post-detail/admin-panel': PostDetailSlotProps;
  'post-detail/buyer-actions': PostDetailSlotProps;
}
