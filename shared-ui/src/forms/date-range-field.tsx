import dayjs, { type Dayjs } from 'dayjs';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DatePicker } from 'antd';
import { FormField } from './form-field';
import { useFieldIds } from './field-props';

/** How dates travel in requests (`YYYY-MM-DD`). */
const WIRE_FORMAT = 'YYYY-MM-DD';
/** How dates are shown (the house formatter's day-first form, short enough for a picker). */
const DISPLAY_FORMAT = 'DD/MM/YYYY';

export interface DateRangeFieldProps<F extends FieldValues> {
  control: Control<F>;
  /** The form fields holding the start and end as `YYYY-MM-DD` (e.g. StartDate, EndDate). */
  startName: Path<F>;
  endName: Path<F>;
  label: string;
  required?: boolean;
  id?: string;
  /** Days that cannot be chosen (before today, past a limit...). */
  disabledDate?: (day: Dayjs) => boolean;
  /** The start cannot be changed (extending a live post). */
  startDisabled?: boolean;
}

function toDay(value: unknown): Dayjs | null {
  return typeof value === 'string' && value !== '' ? dayjs(value, WIRE_FORMAT) : null;
}

/** A start and end date chosen together, bound to two form fields that hold `YYYY-MM-DD` text. */
export function DateRangeField<F extends FieldValues>({ control, startName, endName, label, required, id, disabledDate, startDisabled }: DateRangeFieldProps<F>) {
  const start = useController({ control, name: startName });
  const end = useController({ control, name: endName });
  const error = start.fieldState.error?.message || end.fieldState.error?.message || undefined;
  const { inputId, aria } = useFieldIds(id, { error, invalid: start.fieldState.invalid || end.fieldState.invalid, required });
  return (
    <FormField id={inputId} label={label} required={required} error={error}>
      <DatePicker.RangePicker
        id={{ start: inputId, end: `${inputId}-end` }}
        value={[toDay(start.field.value), toDay(end.field.value)]}
        onChange={(days) => {
          start.field.onChange(days?.[0] ? days[0].format(WIRE_FORMAT) : '');
          end.field.onChange(days?.[1] ? days[1].format(WIRE_FORMAT) : '');
        }}
        onBlur={() => {
          start.field.onBlur();
          end.field.onBlur();
        }}
        format={DISPLAY_FORMAT}
        disabled={[Boolean(startDisabled), false]}
        disabledDate={disabledDate}
        allowEmpty={[false, false]}
        size="large"
        style={{ width: '100%', maxWidth: 360 }}
        status={error ? 'error' : undefined}
        {...aria}
      />
    </FormField>
  );
}
