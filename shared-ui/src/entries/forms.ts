// Inputs for react-hook-form screens: the form kit below, and antd inputs for what it lacks (no antd Form state).
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

// Date pickers read dayjs' global locale: en-GB (weeks start on Monday). Set here, where the
// pickers are, so the visitor home (which has none) does not carry the locale.
dayjs.locale('en-gb');

export { Checkbox, DatePicker, Input, InputNumber, Radio, Select, Steps, Switch } from 'antd';
export type { CheckboxProps, InputProps, SelectProps } from 'antd';
// The form kit: fields bound to react-hook-form (one `control` and a typed field name each),
// and the helper that puts a refused call's field errors back on the form.
export * from '../forms';
