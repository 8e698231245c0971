export { PostStatusTag } from './post-status-tag';
