import dayjs, { type Dayjs } from 'dayjs';
import type { FieldValues } from 'react-hook-form';
import { DatePicker } from 'antd';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { COMMITS_TYPED_TEXT_ON_ENTER_ATTRIBUTE, DISPLAY_DATE_FORMAT, WIRE_DATE_FORMAT } from '@insolvency/shared-contracts';
import { FormField } from './form-field';
import { useBoundField, type BoundFieldProps } from './field-props';

/**
 * antd's clear button is the 12 px icon alone; around it, a 24 px square is a target a finger
 * or a shaky hand can hit (WCAG 2.5.8).
 */
const CLEAR_ICON = (
  <span style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 24, height: 24 }}>
    <CloseCircleFilled />
  </span>
);

/** Shown as DD MMMM YYYY; typed also as DD/MM/YYYY or YYYY-MM-DD. */
const DATE_FORMATS = [DISPLAY_DATE_FORMAT, 'DD/MM/YYYY', WIRE_DATE_FORMAT];

/**
 * On the picker's input: the picker keeps typed text apart from the field until Enter or leaving
 * the field commits it, so a date typed into the server's copy of a screen before the app is
 * committed by the app when it takes the screen over (shell/src/delivery/server-screen.tsx).
 */
const COMMITS_TYPED_TEXT = { [COMMITS_TYPED_TEXT_ON_ENTER_ATTRIBUTE]: '' };

export interface DateFieldProps<F extends FieldValues> extends BoundFieldProps<F> {
  /** Days before this `YYYY-MM-DD` cannot be picked. */
  earliest?: string;
  /** Days after this `YYYY-MM-DD` cannot be picked. */
  latest?: string;
}

/** A date bound to a form field holding the request's `YYYY-MM-DD` text ('' when cleared). */
export function DateField<F extends FieldValues>({ control, name, label, hint, required, help, id, earliest, latest }: DateFieldProps<F>) {
  const { field, fieldState, error, inputId, aria } = useBoundField({ control, name, id, required, help });
  const outOfRange = (day: Dayjs) => {
    const date = day.format(WIRE_DATE_FORMAT);
    return (earliest !== undefined && date < earliest) || (latest !== undefined && date > latest);
  };
  return (
    <FormField id={inputId} label={label} hint={hint} required={required} help={help} error={error}>
      <DatePicker
        id={inputId}
        ref={field.ref}
        value={field.value ? dayjs(field.value as string, WIRE_DATE_FORMAT) : null}
        onChange={(day: Dayjs | null) => field.onChange(day ? day.format(WIRE_DATE_FORMAT) : '')}
        onBlur={field.onBlur}
        format={DATE_FORMATS}
        disabledDate={outOfRange}
        allowClear={{ clearIcon: CLEAR_ICON }}
        size="large"
        style={{ width: '100%', maxWidth: 280 }}
        status={fieldState.invalid ? 'error' : undefined}
        {...aria}
        {...COMMITS_TYPED_TEXT}
      />
    </FormField>
  );
}
