/**
 * The module the shell provides for the shared singleton `@reduxjs/toolkit/query/react` (see
 * redux-toolkit-shared.ts): the API the product's code uses. `fetchBaseQuery` and `skipToken` come
 * through it from the shared `@reduxjs/toolkit/query` (rtk-query-shared.ts), so there is one of each.
 */
export { createApi, fetchBaseQuery, skipToken } from '@insolvency/rtk-query-react-unshared';
