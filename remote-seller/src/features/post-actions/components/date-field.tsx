import dayjs, { type Dayjs } from 'dayjs';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DISPLAY_DATE_FORMAT, WIRE_DATE_FORMAT } from '@insolvency/shared-contracts';
import { DatePicker } from '@insolvency/shared-ui/forms';
import { Field, messageId } from './field';

/** Shown as DD MMMM YYYY; typed also as DD/MM/YYYY or YYYY-MM-DD. */
const DATE_FORMATS = [DISPLAY_DATE_FORMAT, 'DD/MM/YYYY', WIRE_DATE_FORMAT];

export interface DateFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  id: string;
  label: string;
  /** Days before this `YYYY-MM-DD` cannot be picked. */
  earliest?: string;
  /** Days after this `YYYY-MM-DD` cannot be picked. */
  latest?: string;
  note?: string;
}

/** A date of a posting form: the value is the wire date (`YYYY-MM-DD`), '' when cleared. */
export function DateField<F extends FieldValues>({ control, name, id, label, earliest, latest, note }: DateFieldProps<F>) {
  const outOfRange = (day: Dayjs) => {
    const date = day.format(WIRE_DATE_FORMAT);
    return (earliest !== undefined && date < earliest) || (latest !== undefined && date > latest);
  };
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} note={note} error={fieldState.error?.message}>
          <DatePicker
            id={id}
            ref={field.ref}
            value={field.value ? dayjs(field.value as string, WIRE_DATE_FORMAT) : null}
            onChange={(day: Dayjs | null) => field.onChange(day ? day.format(WIRE_DATE_FORMAT) : '')}
            onBlur={field.onBlur}
            format={DATE_FORMATS}
            disabledDate={outOfRange}
            size="large"
            style={{ width: '100%', maxWidth: 280 }}
            status={fieldState.error ? 'error' : undefined}
            aria-invalid={fieldState.invalid}
            aria-describedby={fieldState.error ? messageId(id) : undefined}
          />
        </Field>
      )}
    />
  );
}
