import { canApply, type PostAction, type RouteName, type SiteStatus } from '@insolvency/shared-contracts';

export interface OwnerAction {
  label: string;
  route: RouteName;
}

/** Each action's screen and button text; which ones a post offers comes from the one transition table. */
const ACTION_SCREENS: readonly (OwnerAction & { action: PostAction })[] = [
  { action: 'post', label: 'Post Draft', route: 'PostDraft' },
  { action: 'extend', label: 'Modify End Date', route: 'ExtendPost' },
  { action: 'withdraw', label: 'Withdraw', route: 'WithdrawPost' },
  { action: 'repost', label: 'Repost', route: 'RepostPost' },
  { action: 'email', label: 'E-mail Post', route: 'EmailPost' },
];

/** The seller actions a post allows in its status (spec §4): Post Draft, Modify End Date, Withdraw, Repost, and E-mail Post (not for a Sold post). */
export function ownerActions(status: SiteStatus): OwnerAction[] {
  return ACTION_SCREENS.filter(({ action }) => canApply(action, status)).map(({ label, route }) => ({ label, route }));
}

/** The edit screens of a post (spec §2, post edit screens), each behind an edit icon. */
const EDIT_SCREENS: readonly OwnerAction[] = [
  { label: 'Edit details', route: 'AmendDetail' },
  { label: 'Edit primary category', route: 'AmendPrimaryCategory' },
  { label: 'Edit additional categories', route: 'AmendAdditionalCategories' },
  { label: 'Edit description', route: 'AmendDescription' },
  { label: 'Edit key assets', route: 'AmendAssets' },
];

/** The edit screens a post offers in its status: all of them, or none for a Sold post (the transition table's `amend`). */
export function editScreens(status: SiteStatus): readonly OwnerAction[] {
  return canApply('amend', status) ? EDIT_SCREENS : [];
}

/** Whether the owner panel offers Mark as Sold (a confirm dialog rather than a screen). */
export const canMarkSold = (status: SiteStatus) => canApply('markSold', status);
