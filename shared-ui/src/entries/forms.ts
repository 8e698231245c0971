// Inputs for react-hook-form screens (antd inputs through Controller; no antd Form state).
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

// Date pickers read dayjs' global locale: en-GB (weeks start on Monday). Set here, where the
// pickers are, so the visitor home (which has none) does not carry the locale.
dayjs.locale('en-gb');

export { Checkbox, DatePicker, Input, InputNumber, Radio, Select, Steps, Switch } from 'antd';
export type { CheckboxProps, InputProps, SelectProps } from 'antd';
