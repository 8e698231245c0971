export { PostFrame } from './post-frame';
export type { PostFrameProps } from './post-frame';
export { usePostSaveResult, SAVE_FALLBACK } from './use-post-save-result';
export type { SaveResult } from './use-post-save-result';
