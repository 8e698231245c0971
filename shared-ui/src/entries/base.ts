// Light antd pieces for every screen, including the visitor home (bundle budget: 200 KiB
// of JS for a visitor). The shell loads this entry for everyone and a shared module is
// never tree-shaken, so each export here costs every visitor: add only what screens use,
// and never anything that pulls in Tabs, Menu, Tooltip or Typography (antd's Card and
// Typography do, so they live in `./data`).
// No `App` (message, notification, modal: 19 KiB brotli): screens use `useNotify()` of the
// root entry, which loads antd's message and notification on first use.
// Tag lives in `./tag` (only logged-in screens show tags).
// Alert lives in `./feedback` (3.3 KiB brotli the visitor home does not need).
export { Button } from 'antd';
// antd's `theme` object minus the algorithms nobody here uses: only `theme.useToken()`.
export { theme } from '../theme/design-token';
