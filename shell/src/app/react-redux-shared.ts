/**
 * The module the shell provides for the shared singleton `react-redux` (see
 * redux-toolkit-shared.ts): hooks and the Provider, what the product and RTK Query's React hooks
 * use; not `connect` and its helpers, which nothing uses.
 */
export { Provider, ReactReduxContext, batch, shallowEqual, useDispatch, useSelector, useStore } from '@insolvency/react-redux-unshared';
