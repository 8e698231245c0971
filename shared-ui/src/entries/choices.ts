// Checkboxes and radios for react-hook-form screens (preferences, registration steps, post
// forms): antd's Checkbox and the form kit's fields built on Checkbox and Radio. Apart from
// `@insolvency/shared-ui/forms` so that a form of text fields (login, password reset request)
// does not download them.
export { Checkbox } from 'antd';
export type { CheckboxProps } from 'antd';
export { CheckboxField } from '../forms/checkbox-field';
export type { CheckboxFieldProps } from '../forms/checkbox-field';
export { RadioGroupField } from '../forms/radio-group-field';
export type { RadioGroupFieldProps, RadioOption } from '../forms/radio-group-field';
export { CheckboxListField, useChoiceColumns } from '../forms/checkbox-list-field';
export type { CheckboxListFieldProps, ChoiceOption } from '../forms/checkbox-list-field';
export { CategoryTreeField } from '../forms/category-tree-field';
export type { CategoryTreeFieldProps } from '../forms/category-tree-field';
