// The heavier inputs, apart from `@insolvency/shared-ui/forms` so that a form of text fields
// (login, registration) does not download them: antd's date picker, select, number input,
// radio, switch and steps, and the form kit's fields built on them.
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

// Date pickers read dayjs' global locale: en-GB (weeks start on Monday). Set here, where the
// pickers are, so no page without them carries the locale.
dayjs.locale('en-gb');

export { DatePicker, InputNumber, Radio, Select, Steps, Switch } from 'antd';
export type { SelectProps } from 'antd';
export { DateField } from '../forms/date-field';
export type { DateFieldProps } from '../forms/date-field';
export { MultiSelectField } from '../forms/multi-select-field';
export type { MultiSelectFieldProps, MultiSelectOption } from '../forms/multi-select-field';
export { SearchSelectField } from '../forms/search-select-field';
export type { SearchSelectFieldProps, SearchSelectOption } from '../forms/search-select-field';
