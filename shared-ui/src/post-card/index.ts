export { PostCard, postCardWidth } from './post-card';
export type { PostCardPost, PostCardProps } from './post-card';
export { postStatusSummary } from './post-status-summary';
export type { PostSummaryFields } from './post-status-summary';
