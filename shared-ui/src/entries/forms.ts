// Text inputs for react-hook-form screens: the form kit's text, password and native select
// fields, and antd's plain Input for what the kit lacks (no antd Form state). What a login form
// needs, and nothing more: a shared entry is never tree-shaken, so everything here is
// downloaded by every form. Checkboxes and radios are in `@insolvency/shared-ui/choices`;
// date and select pickers, number inputs, switches and steps in `@insolvency/shared-ui/pickers`.
// antd's plain Input by its own path: `Input` from 'antd' is the compound (Search, OTP,
// Password, Group, TextArea).
export { default as Input } from 'antd/es/input/Input';
export type { InputProps } from 'antd';
export { FormField, fieldErrorId, fieldHelpId, fieldLabelId } from '../forms/form-field';
export type { FormFieldProps } from '../forms/form-field';
export type { BoundFieldProps } from '../forms/field-props';
export { TextField } from '../forms/text-field';
export type { TextFieldProps } from '../forms/text-field';
export { PasswordField } from '../forms/password-field';
export type { PasswordFieldProps } from '../forms/password-field';
export { SelectField } from '../forms/select-field';
export type { SelectFieldProps, SelectOption } from '../forms/select-field';
// The helper that puts a refused call's field errors back on the form.
export { applyServerFieldErrors } from '../forms/server-errors';
export { isSingleCharacterChange } from '../forms/single-character-change';
