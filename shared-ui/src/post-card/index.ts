export { PostCard, PostCardGrid, postCardWidth } from './post-card';
export type { PostCardGridProps, PostCardPost, PostCardProps } from './post-card';
export { postStatusSummary } from './post-status-summary';
export type { PostSummaryFields } from './post-status-summary';
