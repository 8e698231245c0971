// The form kit's text area (messages, keywords), apart from `@insolvency/shared-ui/forms`:
// antd's TextArea is 5 KiB brotli that a form of one-line fields (login) does not download.
export { TextAreaField } from '../forms/text-area-field';
export type { TextAreaFieldProps } from '../forms/text-area-field';
