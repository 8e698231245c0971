export { NativeSelect } from './native-select';
export type { NativeSelectGroup, NativeSelectOption, NativeSelectProps } from './native-select';
