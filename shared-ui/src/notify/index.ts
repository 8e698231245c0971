export { NotifyProvider, useNotify } from './notify-provider';
export type { Notify, NotifyProviderProps } from './notify-provider';
