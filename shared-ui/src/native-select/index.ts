export { NativeSelect } from './native-select';
export { nativeControlStyle } from './native-control-style';
export type { NativeSelectGroup, NativeSelectOption, NativeSelectProps } from './native-select';
