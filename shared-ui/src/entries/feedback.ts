// antd's Alert, for screens that show inline feedback (form results, server messages). Kept out
// of `./base`, which every visitor's page loads: the visitor home shows errors through
// ErrorState (root entry), drawn without Alert.
export { Alert } from 'antd';
export type { AlertProps } from 'antd';
// A dialog that asks before going on (the description's 'Personal Details detected').
export { Modal } from 'antd';
