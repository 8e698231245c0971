// antd's Alert, for screens that show inline feedback (form results, server messages). Kept out
// of `./base`, which every visitor's page loads: the visitor home shows errors through
// ErrorState (root entry), drawn without Alert. Dialogs are in `./modal`.
export { Alert } from 'antd';
export type { AlertProps } from 'antd';
