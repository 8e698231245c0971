export { NativeButton, type NativeButtonProps } from './native-button';
