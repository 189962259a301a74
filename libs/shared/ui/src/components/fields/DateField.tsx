import { TextField, type TextFieldProps } from './TextField';

export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max' | 'value' | 'defaultValue'> {
  /** ISO date (YYYY-MM-DD) or '' when empty. */
  value?: string;
  defaultValue?: string;
  /** Earliest allowed day, YYYY-MM-DD. */
  min?: string;
  /** Latest allowed day, YYYY-MM-DD. */
  max?: string;
}

/**
 * A labelled native date input. The browser shows the date in the user's locale and offers its
 * own picker (best on phones); the value is always an ISO day, YYYY-MM-DD.
 */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
