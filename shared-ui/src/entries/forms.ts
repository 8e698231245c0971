// Inputs for react-hook-form screens: the form kit below, and antd's text inputs and checkbox
// for what it lacks (no antd Form state). Date and select pickers, number inputs, radios,
// switches and steps are in `@insolvency/shared-ui/pickers`: a login or register form does
// not download them.
export { Checkbox, Input } from 'antd';
export type { CheckboxProps, InputProps } from 'antd';
// The form kit: fields bound to react-hook-form (one `control` and a typed field name each),
// and the helper that puts a refused call's field errors back on the form.
export * from '../forms';
