/**
 * The module the shell provides for the shared singleton `@reduxjs/toolkit/query` (see
 * redux-toolkit-shared.ts): what `@reduxjs/toolkit/query/react` imports from it, and the names the
 * product imports from `@reduxjs/toolkit/query/react`, which that module re-exports from here.
 */
export {
  QueryStatus,
  buildCreateApi,
  copyWithStructuralSharing,
  coreModule,
  fetchBaseQuery,
  setupListeners,
  skipToken,
} from '@insolvency/rtk-query-unshared';
