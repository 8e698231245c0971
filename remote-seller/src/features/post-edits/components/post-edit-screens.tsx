// The post edit screens (spec §2), one chunk: each has a back link to its post.
export { AmendDetail } from './amend-detail';
export { AmendAdditionalCategories, AmendPrimaryCategory } from './amend-categories';
export { AmendAssets } from './amend-assets';
export { AmendDescription } from './amend-description';
